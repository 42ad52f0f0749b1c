import type { EvmChain } from '@/chains'
import type { TransactionStory } from '@/lib/tx-story/explain'
import { ActionLine } from './ActionLine'
import { useStoryAmountContext } from './story-tokens'

interface Props {
  chain: EvmChain
  story: TransactionStory
}

export function TransactionStoryLine({ chain, story }: Props) {
  const context = useStoryAmountContext(chain, story)
  return <ActionLine chain={chain.slug} action={story.action} context={context} />
}
