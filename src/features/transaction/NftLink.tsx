import { Link } from '@tanstack/react-router'

interface Props {
  chain: string
  contract: string
  tokenId: bigint
}

export function NftLink({ chain, contract, tokenId }: Props) {
  return (
    <Link
      to="/$chain/nft/$address/$tokenId"
      params={{ chain, address: contract, tokenId: tokenId.toString() }}
      className="break-all font-mono text-accent hover:underline"
    >
      token #{tokenId.toString()}
    </Link>
  )
}
