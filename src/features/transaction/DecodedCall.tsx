import { AddressEntity } from '@/components/AddressEntity'
import type { TokenCall } from '@/lib/decode-input'
import { NftLink } from './NftLink'
import type { TokenLookup } from './token-details'
import { TokenValue } from './TokenValue'

interface Props {
  chain: string
  /** the called contract */
  contract: string
  call: TokenCall
  /** whether the contract is an NFT contract (it emitted ERC721 events here): the last argument is then a token id */
  nft: boolean
  lookup: TokenLookup
}

interface Argument {
  name: string
  type: string
  value: React.ReactNode
}

function argumentsOf({ chain, contract, call, nft, lookup }: Props): Argument[] {
  const address = (name: string, value: string): Argument => ({ name, type: 'address', value: <AddressEntity chainSlug={chain} address={value} full /> })
  const amount: Argument = nft
    ? { name: 'tokenId', type: 'uint256', value: <NftLink chain={chain} contract={contract} tokenId={call.amount} /> }
    : { name: 'amount', type: 'uint256', value: <TokenValue token={contract} amount={call.amount} lookup={lookup} /> }
  switch (call.name) {
    case 'transfer':
      return [address('to', call.to), amount]
    case 'transferFrom':
      return [address('from', call.from), address('to', call.to), amount]
    case 'approve':
      return [address(nft ? 'to' : 'spender', call.spender), amount]
  }
}

/** The decoded call as its signature and a table of its arguments. */
export function DecodedCall(props: Props) {
  const args = argumentsOf(props)
  const signature = `${props.call.name}(${args.map((arg) => `${arg.type} ${arg.name}`).join(', ')})`
  return (
    <div className="space-y-2">
      <p>
        <span className="text-sm text-muted">{props.nft ? 'ERC721' : 'ERC20'} call </span>
        <code className="break-all font-mono text-sm font-semibold">{signature}</code>
      </p>
      <div className="overflow-x-auto">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Arguments of {props.call.name}</caption>
          <colgroup>
            <col className="w-20 sm:w-32" />
            <col className="w-20 sm:w-32" />
            <col />
          </colgroup>
          <thead className="text-left text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                Name
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Type
              </th>
              <th scope="col" className="py-1 font-medium">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {args.map((arg) => (
              <tr key={arg.name} className="border-t border-line">
                <th scope="row" className="py-1.5 pr-4 text-left font-mono font-normal">
                  {arg.name}
                </th>
                <td className="py-1.5 pr-4 font-mono text-muted">{arg.type}</td>
                <td className="min-w-0 overflow-hidden py-1.5">{arg.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
