import { lazy, Suspense } from 'react'
import type { Transaction } from '@/api/transaction'
import type { EvmChain } from '@/chains'
import type { TransactionStory } from '@/lib/tx-story/explain'
import { useStoryAmountContext } from './story-tokens'
import { TokensMovedSection } from './TokensMovedSection'

// The fee's section and its lookup: a chunk of its own, asked for after the summary, which never waits for it.
const FeeBreakdown = lazy(() => import('./FeeBreakdown').then((module) => ({ default: module.FeeBreakdown })))

interface Props {
  chain: EvmChain
  tx: Transaction
  story: TransactionStory
}

/** Every token movement with the net change per address, and the fee broken down: below the summary. */
export function TransactionStorySections({ chain, tx, story }: Props) {
  const context = useStoryAmountContext(chain, story)
  return (
    <>
      <TokensMovedSection chain={chain.slug} movements={story.movements} netChanges={story.netChanges} sender={tx.from_address} context={context} />
      <Suspense fallback={null}>
        <FeeBreakdown chain={chain} tx={tx} />
      </Suspense>
    </>
  )
}
