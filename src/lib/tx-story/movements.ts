import type { InternalTransaction, Transaction, TransactionLog } from '@/api/transaction'
import { NATIVE, ZERO_ADDRESS, type Asset } from './assets'
import { decodeMovementEvent, type MovementEvent } from './standard-events'

/** Where a movement was read from: the transaction's value, an internal call's value, or a token event. */
export type MovementSource = 'value' | 'internal' | 'transfer' | 'deposit' | 'withdrawal'

/** One asset going from one address to another; addresses in lower case, amounts in raw units. */
export interface Movement {
  asset: Asset
  from: string
  to: string
  amount: bigint
  source: MovementSource
  /** the log it came from, for token events */
  logIndex: number | null
}

type TxForMovements = Pick<
  Transaction,
  'from_address' | 'to_address' | 'receipt_contract_address' | 'value' | 'receipt_status' | 'logs' | 'internal_transactions'
>

const lower = (address: string) => address.toLowerCase()

function fromEvent(log: TransactionLog, event: MovementEvent): Movement[] {
  const token = lower(log.address)
  const base = { logIndex: log.log_index }
  switch (event.event) {
    case 'erc20-transfer':
      return [{ ...base, asset: { kind: 'erc20', token }, from: event.from, to: event.to, amount: event.value, source: 'transfer' }]
    case 'erc721-transfer':
      return [{ ...base, asset: { kind: 'erc721', token, tokenId: event.tokenId }, from: event.from, to: event.to, amount: 1n, source: 'transfer' }]
    case 'erc1155-transfer':
      return event.ids.map((tokenId, index): Movement => ({
        ...base,
        asset: { kind: 'erc1155', token, tokenId },
        from: event.from,
        to: event.to,
        amount: event.values[index] ?? 0n,
        source: 'transfer',
      }))
    // Wrapping mints the wrapped token to the depositor; unwrapping burns it. The coin itself moves as a value.
    case 'deposit':
      return [{ ...base, asset: { kind: 'erc20', token }, from: ZERO_ADDRESS, to: event.to, amount: event.value, source: 'deposit' }]
    case 'withdrawal':
      return [{ ...base, asset: { kind: 'erc20', token }, from: event.from, to: ZERO_ADDRESS, amount: event.value, source: 'withdrawal' }]
  }
}

function internalValue(call: InternalTransaction): Movement | null {
  if (!call.value || call.value <= 0n || !call.from || !call.to || call.error) return null
  return { asset: NATIVE, from: lower(call.from), to: lower(call.to), amount: call.value, source: 'internal', logIndex: null }
}

const sameMint = (transfer: Movement, wrap: Movement) =>
  transfer.source === 'transfer' &&
  transfer.asset.kind === 'erc20' &&
  transfer.asset.token === (wrap.asset.kind === 'erc20' ? wrap.asset.token : null) &&
  transfer.amount === wrap.amount &&
  transfer.from === wrap.from &&
  transfer.to === wrap.to

/**
 * The logged movements with each Transfer that only echoes a `Deposit`/`Withdrawal` of the same contract left out:
 * a token that logs its mint (burn) both ways, as Curve's gauges do beside their `Deposit(provider, value)` (the
 * wrapped coin's signature), minted (burned) it once. Each deposit or withdrawal takes at most one such Transfer.
 */
function withoutEchoedMints(logged: readonly Movement[]): Movement[] {
  const echoes = new Set<Movement>()
  for (const wrap of logged) {
    if (wrap.source !== 'deposit' && wrap.source !== 'withdrawal') continue
    const echo = logged.find((movement) => !echoes.has(movement) && sameMint(movement, wrap))
    if (echo) echoes.add(echo)
  }
  return logged.filter((movement) => !echoes.has(movement))
}

/**
 * Every movement of value in a transaction: its own native value, the native value of its internal calls, and every
 * log that decodes strictly as an ERC20 or ERC721 Transfer, an ERC1155 TransferSingle or TransferBatch, or a WETH-style
 * Deposit or Withdrawal (once, where the contract also logs the same mint or burn as a Transfer). A failed transaction
 * moved nothing. A log that does not fit its standard is left out.
 */
export function movements(tx: TxForMovements): Movement[] {
  if (tx.receipt_status === '0') return []
  const result: Movement[] = []
  const recipient = tx.to_address ?? tx.receipt_contract_address
  if (tx.value && tx.value > 0n && tx.from_address && recipient) {
    result.push({ asset: NATIVE, from: lower(tx.from_address), to: lower(recipient), amount: tx.value, source: 'value', logIndex: null })
  }
  // The first internal call of a trace is often the transaction itself; its value is already counted.
  const calls = tx.internal_transactions.filter(
    (call, index) => !(index === 0 && call.from?.toLowerCase() === tx.from_address?.toLowerCase() && call.to?.toLowerCase() === recipient?.toLowerCase()),
  )
  for (const call of calls) {
    const movement = internalValue(call)
    if (movement) result.push(movement)
  }
  const logged: Movement[] = []
  for (const log of tx.logs) {
    const event = decodeMovementEvent(log)
    if (event) logged.push(...fromEvent(log, event))
  }
  return [...result, ...withoutEchoedMints(logged)]
}
