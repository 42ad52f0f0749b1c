import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import { partsText, type ActionPart } from './action-parts'
import type { AmountContext, TokenFacts } from './amount-text'
import type { StoryTx } from './evidence'
import { classifiedLine, flowFacts } from './flow-facts'
import { contractNameOf, NO_KNOWLEDGE, type Knowledge } from './knowledge'
import { movements, type Movement } from './movements'
import { netChanges, type NetChange } from './net-changes'
import type { StoryLine } from './story'
import { lowerFirst, text } from './stories/words'

/** The pipeline's answer for one transaction: every movement, the net change per address, and the one line. */
export interface TransactionStory {
  movements: Movement[]
  netChanges: NetChange[]
  line: StoryLine
  /** names the published lists give the contracts the line mentions */
  contractNames: Readonly<Record<string, string>>
  /** the symbol and decimals the published lists give the tokens it moves or names */
  listedTokens: Readonly<Record<string, TokenFacts>>
}

export type { StoryTx }

/** The stories' own pipeline (stories/teller.ts, a chunk of its own): evidence, every story, then the flows. */
export type StoryTeller = (tx: StoryTx, decoded: DecodedTransaction | null, known: Knowledge) => TransactionStory

/** The ERC20 tokens a story names, in its movements and in its line (an approval, an amount). */
export function storyTokens(moved: readonly Movement[], line: StoryLine): string[] {
  const tokens = moved.flatMap(({ asset }) => (asset.kind === 'erc20' ? [asset.token] : []))
  for (const part of line.parts) {
    if (part.type === 'token') tokens.push(part.token)
    if (part.type === 'amounts') for (const { asset } of part.changes) if (asset.kind === 'erc20') tokens.push(asset.token)
  }
  return tokens
}

/** What the published lists say of a story's contracts and tokens: the names and the token facts a page reads it with. */
export function listedFactsOf(moved: readonly Movement[], line: StoryLine, known: Knowledge): Pick<TransactionStory, 'contractNames' | 'listedTokens'> {
  const listedTokens: Record<string, TokenFacts> = {}
  for (const token of storyTokens(moved, line)) {
    const listed = known(token)
    if (listed?.role === 'token') listedTokens[token] = listed.token
  }
  return { contractNames: contractNamesIn(line, known), listedTokens }
}

/** The names the published lists give the contracts a line mentions. */
function contractNamesIn(line: StoryLine, known: Knowledge): Record<string, string> {
  const names: Record<string, string> = {}
  for (const part of line.parts) {
    const name = part.type === 'address' ? contractNameOf(known(part.address)) : null
    if (part.type === 'address' && name) names[part.address] = name
  }
  return names
}

/**
 * movements → netChanges → stories (then classify). `decoded` is the signature index's decoding once its shards
 * have loaded, `known` what the published deployment lists say of the addresses, `teller` the stories' pipeline
 * (loaded when `storiesMayTell`); without it the line says what the flows alone show.
 */
export function explainTransaction(
  tx: StoryTx,
  decoded: DecodedTransaction | null = null,
  known: Knowledge = NO_KNOWLEDGE,
  teller: StoryTeller | null = null,
): TransactionStory {
  if (teller) return teller(tx, decoded, known)
  const moved = movements(tx)
  const net = netChanges(moved, tx.from_address)
  const line = classifiedLine(flowFacts(tx, decoded, moved, net))
  return { movements: moved, netChanges: net, line, ...listedFactsOf(moved, line, known) }
}

/** The line's parts as shown: the actor's name first when the line speaks for an account other than the sender. */
export function lineParts(line: StoryLine): ActionPart[] {
  if (!line.actor || line.actor.role === 'sender') return line.parts
  return [{ type: 'actor', actor: line.actor }, text(' '), ...lowerFirst(line.parts)]
}

/** The line as plain text (at most 300 characters), for a tab title, a link preview and a watchlist entry. */
export const lineText = (line: StoryLine, context: AmountContext) => partsText(lineParts(line), context)
