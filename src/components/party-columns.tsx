import type { ReactNode } from 'react'
import { AddressEntity, type AddressParty } from './AddressEntity'
import type { Column } from './InfiniteTable'
import { Skeleton } from './Skeleton'

type Side = 'from' | 'to'

/** A transfer's two parties as the data API names them, with the label and entity it knows for each. */
export type PartyFields = {
  [Field in `${Side}_address${'' | '_label' | '_entity' | '_entity_logo'}`]: string | null
}

/** A row's sender (`from`) or recipient (`to`). */
type PartyOf<Row> = (row: Row, side: Side) => AddressParty

/** What a party's cell shows instead of its address entity, e.g. "This wallet"; null for the entity. */
type OwnParty = (address: string | null) => ReactNode | null

/** The party of a row that carries the data API's `from_address…` and `to_address…` fields. */
export function transferParty(row: PartyFields, side: Side): AddressParty {
  return {
    address: row[`${side}_address`],
    label: row[`${side}_address_label`],
    entity: row[`${side}_address_entity`],
    entityLogo: row[`${side}_address_entity_logo`],
  }
}

function partyColumn<Row>(side: Side, chainSlug: string, partyOf: PartyOf<Row>, own: OwnParty): Column<Row> {
  return {
    key: side,
    header: side === 'from' ? 'From' : 'To',
    skeleton: <Skeleton className="h-4 w-28 max-sm:hidden" />,
    className: 'max-w-[14rem]',
    cell: (row) => {
      const party = partyOf(row, side)
      return own(party.address) ?? <AddressEntity chainSlug={chainSlug} {...party} />
    },
  }
}

/** The From and To columns of a table of transfers or calls; `chainSlug` is the URL slug the address links open on. */
export function partyColumns<Row>(chainSlug: string, partyOf: PartyOf<Row>, own: OwnParty = () => null): Column<Row>[] {
  return [partyColumn('from', chainSlug, partyOf, own), partyColumn('to', chainSlug, partyOf, own)]
}
