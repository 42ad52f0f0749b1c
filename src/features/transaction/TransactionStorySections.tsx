import type { Transaction } from '@/api/transaction'
import type { EvmChain } from '@/chains'
import type { TransactionStory } from '@/lib/tx-story/explain'
import { FeeBreakdownSection } from './FeeBreakdownSection'
import { useStoryAmountContext } from './story-tokens'
import { TokensMovedSection } from './TokensMovedSection'
import { useFeeBreakdown } from './use-fee-breakdown'

interface Props {
  chain: EvmChain
  tx: Transaction
  story: TransactionStory
}

/** Every token movement with the net change per address, and the fee broken down: below the summary. */
export function TransactionStorySections({ chain, tx, story }: Props) {
  const context = useStoryAmountContext(chain, story)
  const fee = useFeeBreakdown(chain, tx)
  return (
    <>
      <TokensMovedSection chain={chain.slug} movements={story.movements} netChanges={story.netChanges} sender={tx.from_address} context={context} />
      <FeeBreakdownSection chain={chain} fee={fee} />
    </>
  )
}
