import { useQueryClient } from '@tanstack/react-query'

export interface KnownBlock {
  block_number: bigint | null
  block_timestamp: string | null
}

interface ListRow {
  transaction_hash: string
  block_number: bigint | null
  block_timestamp: string | null
}

function isListData(data: unknown): data is { pages: { items: ListRow[] }[] } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages)
}

/**
 * The block of a transaction the reader already saw in a transfer list of the same chain, so a transaction
 * opened from a row starts from what is known while the rest loads.
 */
export function useKnownBlock(chainName: string, hash: string): KnownBlock | null {
  const queryClient = useQueryClient()
  const wanted = hash.toLowerCase()
  for (const [, data] of queryClient.getQueriesData({ queryKey: ['evm', chainName] })) {
    if (!isListData(data)) continue
    for (const page of data.pages) {
      const row = page.items.find((item) => item.transaction_hash?.toLowerCase() === wanted)
      if (row) return { block_number: row.block_number, block_timestamp: row.block_timestamp }
    }
  }
  return null
}
