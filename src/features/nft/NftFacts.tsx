import type { Nft } from '@/api/nft'
import type { EvmChain } from '@/chains'
import { CopyButton } from '@/components/CopyButton'
import { UntrustedText } from '@/components/UntrustedText'
import { groupDigits } from '@/lib/format'
import { hexTokenId } from '@/lib/values/token-id'
import { AddressOrText } from '@/components/AddressOrText'
import { DetailList, type Detail } from '@/components/DetailList'

function rarity(nft: Nft) {
  if (nft.rarity_rank === null && !nft.rarity_label && nft.rarity_percentage === null) return <span className="text-muted">Not ranked</span>
  return (
    <span className="flex flex-wrap gap-x-3">
      {nft.rarity_rank !== null && <span>Rank #{groupDigits(String(nft.rarity_rank))}</span>}
      {nft.rarity_label && <UntrustedText value={nft.rarity_label} maxLength={60} />}
      {nft.rarity_percentage !== null && <span>{nft.rarity_percentage}%</span>}
    </span>
  )
}

export function NftFacts({ chain, nft }: { chain: EvmChain; nft: Nft }) {
  const details: Detail[] = [
    { term: 'Owner', value: <AddressOrText chainSlug={chain.slug} value={nft.owner_of} /> },
    { term: 'Minter', value: <AddressOrText chainSlug={chain.slug} value={nft.minter_address} /> },
    {
      term: 'Contract',
      value: (
        <span className="inline-flex max-w-full items-center gap-1">
          <span className="break-all font-mono">{nft.token_address}</span>
          <CopyButton value={nft.token_address} label="Copy contract address" />
        </span>
      ),
    },
    { term: 'Token standard', value: <UntrustedText value={nft.contract_type} fallback="Unknown" maxLength={20} /> },
  ]
  const hex = hexTokenId(nft.token_id)
  if (hex) details.push({ term: 'Token id (hex)', value: <span className="break-all font-mono">{hex}</span> })
  if (nft.contract_type?.toUpperCase() === 'ERC1155' && nft.amount !== null) {
    details.push({ term: 'Amount', value: <span className="font-mono tabular-nums">{groupDigits(nft.amount.toString())}</span> })
  }
  details.push({ term: 'Rarity', value: rarity(nft) })
  return <DetailList details={details} />
}
