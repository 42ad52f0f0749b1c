import { displayText } from '@/lib/display-text'
import { shortenHex } from '@/lib/format'
import { amountText, safeSymbol, type AmountContext } from './amount-text'
import type { Action } from './classify'
import type { AssetChange } from './net-changes'

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

const text = (value: string): ActionPart => ({ type: 'text', text: value })
const amounts = (changes: AssetChange[]): ActionPart => ({ type: 'amounts', changes })
const address = (value: string): ActionPart => ({ type: 'address', address: value })

function callParts(verb: string, call: string | null, contract: string | null): ActionPart[] {
  // No call data: a plain transaction to an address, named by the address alone.
  if (!call)
    return [text(verb === 'Failed: ' ? 'Failed: transaction' : 'Called'), ...(contract ? [text(verb === 'Failed: ' ? ' to ' : ' '), address(contract)] : [])]
  return [text(verb), { type: 'call', name: call }, ...(contract ? [text(' on '), address(contract)] : [])]
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
      return [text('Sent '), amounts(action.sent), text(' to '), address(action.to)]
    case 'call':
      return callParts('Called ', action.call, action.contract)
  }
}

/** A list of amounts as a reader says it: "1 ETH", "1 ETH and 5 USDC", "1 ETH, 5 USDC and 2 DAI". */
export function joinAmounts(changes: AssetChange[], context: AmountContext): string {
  const words = changes.map((change) => amountText(change.asset, change.amount, context))
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** A token by its symbol where known (untrusted, made safe), else by its short address. */
export function tokenName(token: string, context: AmountContext): string {
  const symbol = context.tokenFacts(token)?.symbol
  return symbol ? safeSymbol(symbol) : shortenHex(token)
}

/** A function name as the line shows it: untrusted, so hidden characters are made visible and long names cut. */
export const callName = (name: string) => displayText(name, 64)

/** The action line as plain text, for a tab title, a link preview and a watchlist entry. */
export function actionText(action: Action, context: AmountContext): string {
  return actionParts(action)
    .map((part) => {
      switch (part.type) {
        case 'text':
          return part.text
        case 'amounts':
          return joinAmounts(part.changes, context)
        case 'address':
          return shortenHex(part.address)
        case 'token':
          return tokenName(part.token, context)
        case 'call':
          return callName(part.name)
      }
    })
    .join('')
}
