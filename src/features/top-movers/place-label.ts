import type { TokenPlace } from '@/api/market-board'
import { displayText } from '@/lib/display-text'

/** "Base", "Solana", "Fantom (retired)", or the provider's own chain id where the registry does not know it. */
export function placeLabel(place: TokenPlace): string {
  if (place.kind === 'evm') return place.chain.label
  if (place.kind === 'solana') return 'Solana'
  if (place.retired) return `${place.retired} (retired)`
  return place.chainId ? `chain ${displayText(place.chainId, 16)}` : 'unknown chain'
}
