import type { Erc20Transfer } from '@/api/erc20-transfers'
import type { EvmChain } from '@/chains'
import { TokenHeader } from '@/components/TokenHeader'

interface Props {
  chain: EvmChain
  address: string
  /** any transfer of the token; carries its name, symbol and logo */
  sample: Erc20Transfer | undefined
}

export function TokenHeading({ chain, address, sample }: Props) {
  return (
    <TokenHeader
      logo={sample?.token_logo}
      name={sample?.token_name}
      unnamed="ERC20 token"
      symbol={sample?.token_symbol}
      listing={`Token transfers on ${chain.label}`}
      address={address}
    />
  )
}
