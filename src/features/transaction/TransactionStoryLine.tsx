import type { Transaction } from '@/api/transaction'
import type { EvmChain } from '@/chains'
import type { AddressParty } from '@/components/AddressEntity'
import type { TransactionStory } from '@/lib/tx-story/explain'
import { ActionLine } from './ActionLine'
import { useStoryAmountContext } from './story-tokens'

interface Props {
  chain: EvmChain
  tx: Transaction
  story: TransactionStory
}

/** The sender and the contract it called, named as the summary names them, for the line to use. */
function partiesOf(tx: Transaction): AddressParty[] {
  return [
    { address: tx.from_address, label: tx.from_address_label, entity: tx.from_address_entity },
    { address: tx.to_address, label: tx.to_address_label, entity: tx.to_address_entity },
  ]
}

export function TransactionStoryLine({ chain, tx, story }: Props) {
  const context = useStoryAmountContext(chain, story)
  return <ActionLine chain={chain.slug} line={story.line} context={context} parties={partiesOf(tx)} />
}
