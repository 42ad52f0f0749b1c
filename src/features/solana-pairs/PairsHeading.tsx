import type { SolanaPairToken } from '@/api/solana-pairs'
import { TokenHeader } from '@/components/TokenHeader'
import type { SolanaNetwork } from '@/lib/solana-pairs-input'
import { trimTokenText } from '@/lib/token-text'

interface Props {
  network: SolanaNetwork
  address: string
  /** the token as one of its pairs describes it; absent before the first page or when it has no pairs */
  token: SolanaPairToken | undefined
}

export function PairsHeading({ network, address, token }: Props) {
  return (
    <TokenHeader
      logo={token?.tokenLogo}
      name={trimTokenText(token?.tokenName)}
      unnamed="Solana token"
      symbol={trimTokenText(token?.tokenSymbol)}
      listing={`Trading pairs on Solana ${network}`}
      address={address}
    />
  )
}
