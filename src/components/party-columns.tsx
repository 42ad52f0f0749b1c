import type { ReactNode } from 'react'
import { AddressEntity } from './AddressEntity'
import type { Column } from './InfiniteTable'
import { Skeleton } from './Skeleton'

type Side = 'from' | 'to'

/** A transfer's two parties as the data API names them, with the label and entity it knows for each. */
export type PartyFields = {
  [Field in `${Side}_address${'' | '_label' | '_entity' | '_entity_logo'}`]: string | null
}

/** What a party's cell shows instead of its address entity, e.g. "This wallet"; null for the entity. */
type OwnParty = (address: string | null) => ReactNode | null

function partyColumn<Row extends PartyFields>(side: Side, chain: string, own: OwnParty): Column<Row> {
  return {
    key: side,
    header: side === 'from' ? 'From' : 'To',
    skeleton: <Skeleton className="h-4 w-28 max-sm:hidden" />,
    className: 'max-w-[14rem]',
    cell: (row) =>
      own(row[`${side}_address`]) ?? (
        <AddressEntity
          chain={chain}
          address={row[`${side}_address`]}
          label={row[`${side}_address_label`]}
          entity={row[`${side}_address_entity`]}
          entityLogo={row[`${side}_address_entity_logo`]}
        />
      ),
  }
}

/** The From and To columns of a transfers table; `chain` is the URL slug the address links open on. */
export function partyColumns<Row extends PartyFields>(chain: string, own: OwnParty = () => null): Column<Row>[] {
  return [partyColumn<Row>('from', chain, own), partyColumn<Row>('to', chain, own)]
}
