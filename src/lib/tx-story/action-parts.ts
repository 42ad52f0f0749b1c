import { displayText } from '@/lib/display-text'
import { shortenHex } from '@/lib/format'
import { amountItems, amountText, nftGroupText, safeSymbol, type AmountContext } from './amount-text'
import { VERB_DIRECTION, type CallVerb } from './call-verbs'
import type { Action } from './classify'
import type { AssetChange } from './net-changes'
import type { Actor } from './story'

/**
 * The action line in pieces, so the page can link the addresses and amounts while a title or a preview joins
 * the same pieces as text.
 */
export type ActionPart =
  | { type: 'text'; text: string }
  | { type: 'amounts'; changes: AssetChange[] }
  | { type: 'address'; address: string }
  /** a token named by its symbol where known */
  | { type: 'token'; token: string }
  /** a function name (from an ABI matched by selector: untrusted) or a selector */
  | { type: 'call'; name: string }
  /** the account the line speaks for, when it is not the sender: "Safe 0xbd4b…8fae" */
  | { type: 'actor'; actor: Actor }
  /** text from the transaction itself (an on-chain message, an ENS name): untrusted, shown cut short */
  | { type: 'untrusted'; text: string; maxLength: number }

const text = (value: string): ActionPart => ({ type: 'text', text: value })
const amounts = (changes: AssetChange[]): ActionPart => ({ type: 'amounts', changes })
const address = (value: string): ActionPart => ({ type: 'address', address: value })

function callParts(verb: string, call: string | null, contract: string | null): ActionPart[] {
  // No call data: a plain transaction to an address, named by the address alone.
  if (!call)
    return [text(verb === 'Failed: ' ? 'Failed: transaction' : 'Called'), ...(contract ? [text(verb === 'Failed: ' ? ' to ' : ' '), address(contract)] : [])]
  return [text(verb), { type: 'call', name: call }, ...(contract ? [text(' on '), address(contract)] : [])]
}

/** "to 0x2a4c…8a10", or "to 5 addresses" when several got a share. */
export function recipientParts(recipients: readonly string[]): ActionPart[] {
  const [only] = recipients
  if (recipients.length === 1 && only) return [text(' to '), address(only)]
  return [text(` to ${recipients.length} addresses`)]
}

export function actionParts(action: Action): ActionPart[] {
  switch (action.kind) {
    case 'failed':
      return callParts('Failed: ', action.call, action.contract)
    case 'created':
      return [text('Created contract '), address(action.contract)]
    case 'approval':
      return [
        text('Approved '),
        address(action.spender),
        text(' to spend '),
        ...(action.unlimited
          ? [text('unlimited '), { type: 'token', token: action.token } satisfies ActionPart]
          : [amounts([{ asset: { kind: 'erc20', token: action.token }, amount: action.amount }])]),
      ]
    case 'wrap':
      return [text('Wrapped '), amounts([action.sent]), text(' into '), amounts([action.received])]
    case 'unwrap':
      return [text('Unwrapped '), amounts([action.sent]), text(' into '), amounts([action.received])]
    case 'nft-purchase':
      return [text('Bought '), amounts(action.received), text(' for '), amounts(action.sent)]
    case 'nft-sale':
      return [text('Sold '), amounts(action.sent), text(' for '), amounts(action.received)]
    case 'mint':
      return [text('Minted '), amounts(action.received), ...(action.sent.length > 0 ? [text(' for '), amounts(action.sent)] : [])]
    case 'burn':
      return [text('Burned '), amounts(action.sent)]
    case 'deposit':
      return [text('Deposited '), amounts(action.sent), text(', receiving '), amounts(action.received)]
    case 'swap':
      return [text('Swapped '), amounts(action.sent), text(' for '), amounts(action.received)]
    case 'transfer':
      return [text('Sent '), amounts(action.sent), ...recipientParts(action.recipients)]
    case 'named':
      return namedParts(action)
    case 'moved':
      return movedParts(action)
    case 'call':
      return callParts('Called ', action.call, action.contract)
  }
}

const NAMED_WORDS: Record<CallVerb, { verb: string; preposition: string; other: string }> = {
  withdraw: { verb: 'Withdrew ', preposition: ' from ', other: ', returning ' },
  borrow: { verb: 'Borrowed ', preposition: ' from ', other: ', sending ' },
  deposit: { verb: 'Deposited ', preposition: ' into ', other: ', receiving ' },
  stake: { verb: 'Staked ', preposition: ' into ', other: ', receiving ' },
  lock: { verb: 'Locked ', preposition: ' in ', other: ', receiving ' },
  repay: { verb: 'Repaid ', preposition: ' to ', other: ', receiving ' },
}

/** The contract a named verb acts on: by its token's symbol when it is a token that moved, else by address. */
function contractPart(contract: string, changes: readonly AssetChange[]): ActionPart {
  const isMovedToken = changes.some((change) => change.asset.kind === 'erc20' && change.asset.token === contract)
  return isMovedToken ? { type: 'token', token: contract } : address(contract)
}

/** "Withdrew 1.87 CRV from 0x5f3b…e2a2", "Staked 166.4 cvxCRV into 0x3fe6…587e, receiving …". */
function namedParts(action: Extract<Action, { kind: 'named' }>): ActionPart[] {
  const words = NAMED_WORDS[action.verb]
  const gains = VERB_DIRECTION[action.verb] === 'gains'
  const [main, other] = gains ? [action.received, action.sent] : [action.sent, action.received]
  return [
    text(words.verb),
    amounts(main),
    ...(action.contract ? [text(words.preposition), contractPart(action.contract, [...main, ...other])] : []),
    ...(other.length > 0 ? [text(words.other), amounts(other)] : []),
  ]
}

/** "Called create_loan on 0x… (sent 16 wstETH, received 26,000 crvUSD)"; for an account, "Sent … and received …". */
function movedParts(action: Extract<Action, { kind: 'moved' }>): ActionPart[] {
  const flows = [
    ...(action.sent.length > 0 ? [[text('sent '), amounts(action.sent)]] : []),
    ...(action.received.length > 0 ? [[text('received '), amounts(action.received)]] : []),
  ]
  if (action.call)
    return [
      ...callParts('Called ', action.call, action.contract),
      text(' ('),
      ...flows.flatMap((flow, index) => (index > 0 ? [text(', '), ...flow] : flow)),
      text(')'),
    ]
  return capitalised(flows.flatMap((flow, index) => (index > 0 ? [text(' and '), ...flow] : flow)))
}

const capitalised = (parts: ActionPart[]): ActionPart[] =>
  parts.map((part, index) => (index === 0 && part.type === 'text' ? { ...part, text: part.text.charAt(0).toUpperCase() + part.text.slice(1) } : part))

/** A list of amounts as a reader says it: "1 ETH", "1 ETH and 5 USDC", "1 ETH, 5 USDC and 2 DAI". */
export function joinAmounts(changes: AssetChange[], context: AmountContext): string {
  const words = amountItems(changes).map((item) => (item.type === 'one' ? amountText(item.asset, item.amount, context) : nftGroupText(item)))
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** A token by its symbol where known (untrusted, made safe), else by its short address. */
export function tokenName(token: string, context: AmountContext): string {
  const symbol = context.tokenFacts(token)?.symbol
  return symbol ? safeSymbol(symbol) : shortenHex(token)
}

/** A function name as the line shows it: untrusted, so hidden characters are made visible and long names cut. */
export const callName = (name: string) => displayText(name, 64)

const ACTOR_WORD: Record<Actor['role'], string> = {
  sender: 'Sender',
  safe: 'Safe',
  'smart-account': 'Smart account',
  account: 'Account',
  trader: 'Trader',
  contract: 'Contract',
}

/** "Safe 0xbd4b…8fae": the account a line speaks for, by its kind and short address. */
export const actorWord = (actor: Actor) => ACTOR_WORD[actor.role]

/** The line at most this long: what it cannot say in full it counts instead of listing, then cuts. */
export const MAX_LINE_LENGTH = 300

/** Parts as plain text, for a tab title, a link preview and a watchlist entry. */
export function partsText(parts: readonly ActionPart[], context: AmountContext): string {
  const whole = parts
    .map((part) => {
      switch (part.type) {
        case 'text':
          return part.text
        case 'amounts':
          return joinAmounts(part.changes, context)
        case 'address':
          return context.contractName?.(part.address) ?? shortenHex(part.address)
        case 'token':
          return tokenName(part.token, context)
        case 'call':
          return callName(part.name)
        case 'actor':
          return `${actorWord(part.actor)} ${shortenHex(part.actor.address)}`
        case 'untrusted':
          return displayText(part.text, part.maxLength)
      }
    })
    .join('')
  return whole.length > MAX_LINE_LENGTH ? `${whole.slice(0, MAX_LINE_LENGTH - 1)}…` : whole
}

/** The classified action as plain text. */
export const actionText = (action: Action, context: AmountContext) => partsText(actionParts(action), context)
