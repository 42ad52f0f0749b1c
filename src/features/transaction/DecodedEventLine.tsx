import { AddressEntity } from '@/components/AddressEntity'
import type { TokenEvent } from '@/lib/decode-log'
import { NftLink } from './NftLink'
import type { TokenLookup } from './token-details'
import { TokenLink } from './TokenLink'
import { TokenValue } from './TokenValue'

interface Props {
  chain: string
  /** the contract that emitted the log */
  contract: string
  event: TokenEvent
  lookup: TokenLookup
}

/** A token event as a sentence: "Transfer 2,500 USDC from A to B". */
export function DecodedEventLine({ chain, contract, event, lookup }: Props) {
  const party = (address: string) => <AddressEntity chainSlug={chain} address={address} />
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1" data-testid="decoded-event">
      <span className="rounded bg-accent/10 px-1.5 py-0.5 text-xs font-semibold text-accent">{event.standard === 'erc20' ? 'ERC20' : 'ERC721'}</span>
      <EventWords chain={chain} contract={contract} event={event} lookup={lookup} party={party} />
    </p>
  )
}

function EventWords({ chain, contract, event, lookup, party }: Props & { party: (address: string) => React.ReactNode }) {
  if (event.standard === 'erc20') {
    const amount = <TokenValue token={contract} amount={event.value} lookup={lookup} />
    const link = <TokenLink chain={chain} token={contract} lookup={lookup} />
    return event.event === 'Transfer' ? (
      <>
        <strong>Transfer</strong> {amount} from {party(event.from)} to {party(event.to)} {link}
      </>
    ) : (
      <>
        <strong>Approval</strong> of {amount} by {party(event.owner)} to {party(event.spender)} {link}
      </>
    )
  }
  switch (event.event) {
    case 'Transfer':
      return (
        <>
          <strong>Transfer</strong> of <NftLink chain={chain} contract={contract} tokenId={event.tokenId} /> from {party(event.from)} to {party(event.to)}
        </>
      )
    case 'Approval':
      return (
        <>
          <strong>Approval</strong> of <NftLink chain={chain} contract={contract} tokenId={event.tokenId} /> by {party(event.owner)} to {party(event.approved)}
        </>
      )
    case 'ApprovalForAll':
      return (
        <>
          <strong>{event.approved ? 'Approval for all' : 'Approval for all revoked'}</strong> of {party(event.owner)}’s tokens to {party(event.operator)}
        </>
      )
  }
}
