import type { DecodedValue } from '@/lib/abi-decode/decoded-value'
import type { ActionPart } from '../action-parts'
import { NATIVE } from '../assets'
import type { Story, StoryLine } from '../story'
import { addressArg, addressListArg, eventsOf, integerArg, type Evidence, type StoryEvent } from './args'
import { ownFlows } from './liquidity-flows'
import { address, amounts, line, text } from './words'

/** EigenLayer's declarations, from its verified sources (scripts/verified-signatures.mjs). */
const POD_SHARES_UPDATED = 'PodSharesUpdated(address,int256)'
const VALIDATOR_RESTAKED = ['ValidatorRestaked(uint40)', 'ValidatorRestaked(bytes32)']
const OPERATOR_SHARES_INCREASED = 'OperatorSharesIncreased(address,address,address,uint256)'
const STAKER_DELEGATED = 'StakerDelegated(address,address)'
const WITHDRAWAL_COMPLETED = ['WithdrawalCompleted(bytes32)', 'SlashingWithdrawalCompleted(bytes32)']
const WITHDRAWAL = '(address,address,address,uint256,uint32,address[],uint256[])'
const WITHDRAWAL_QUEUED = `WithdrawalQueued(bytes32,${WITHDRAWAL})`
const SLASHING_WITHDRAWAL_QUEUED = `SlashingWithdrawalQueued(bytes32,${WITHDRAWAL},uint256[])`
/** A strategy manager's deposit: before the slashing release it named the token, since then only the strategy. */
const STRATEGY_DEPOSIT = 'Deposit(address,address,address,uint256)'
const STRATEGY_DEPOSIT_OF_SHARES = 'Deposit(address,address,uint256)'
/** The strategy EigenLayer's contracts name for beacon-chain ETH, whose shares are wei. */
const BEACON_CHAIN_ETH_STRATEGY = '0xbeac0eeeeeeeeeeeeeeeeeeeeeeeeeeeeeebeac0'

const nothingMoved = (evidence: Evidence, account: string) => {
  const { sent, received } = ownFlows(evidence, account)
  return sent.length === 0 && received.length === 0
}

/**
 * Validators' balances restaked: their pod's `ValidatorRestaked` for each, and the pod manager's one `PodSharesUpdated`
 * crediting the pod's owner (the sender, or the contract it called) with the shares, which for beacon-chain ETH are wei.
 * Where the owner's operator gains exactly those shares, the line names the operator.
 */
function podRestaked(evidence: Evidence, from: string): StoryLine | null {
  const updates = eventsOf(evidence, POD_SHARES_UPDATED)
  const [update] = updates
  const owner = update ? addressArg(update.args, 'podOwner') : null
  const shares = update ? integerArg(update.args, 'sharesDelta') : null
  const validators = VALIDATOR_RESTAKED.flatMap((signature) => eventsOf(evidence, signature)).length
  if (updates.length !== 1 || !owner || shares === null || shares <= 0n || validators === 0) return null
  if (owner !== from && owner !== evidence.to?.toLowerCase()) return null
  if (!nothingMoved(evidence, from)) return null
  const operators = eventsOf(evidence, OPERATOR_SHARES_INCREASED).filter(
    (event) => addressArg(event.args, 'staker') === owner && integerArg(event.args, 'shares') === shares,
  )
  const operator = operators.length === 1 && operators[0] ? addressArg(operators[0].args, 'operator') : null
  return line('restaking', null, [
    text('Restaked '),
    amounts([{ asset: NATIVE, amount: shares }]),
    text(` of ${validators} validator${validators === 1 ? '' : 's'}`),
    ...(owner === from ? [] : [text(' for '), address(owner)]),
    ...(operator ? [text(', delegated to operator '), address(operator)] : []),
  ])
}

/** A staker's delegation of its restaked assets to an operator: one `StakerDelegated` for the sender, nothing moved. */
function delegated(evidence: Evidence, from: string): StoryLine | null {
  const events = eventsOf(evidence, STAKER_DELEGATED)
  const [event] = events
  const operator = event && events.length === 1 && addressArg(event.args, 'staker') === from ? addressArg(event.args, 'operator') : null
  if (!operator || !nothingMoved(evidence, from)) return null
  return line('restaking', null, [text('Delegated its restaked assets to operator '), address(operator)])
}

/**
 * Tokens deposited into a strategy: a `depositIntoStrategy(strategy, token, amount)` call whose called contract logged
 * one `Deposit` for the sender into that strategy (of that token, in the shape that names it), and the sender's only
 * flow is exactly `amount` of that token paid straight into the strategy. A deposit signed for another staker, or one
 * an LRT makes for its own holders, is not the sender's.
 */
function strategyDeposit(evidence: Evidence, from: string): StoryLine | null {
  const called = evidence.to?.toLowerCase()
  const call = evidence.call
  if (!called || call?.name !== 'depositIntoStrategy') return null
  const strategy = addressArg(call.args, 'strategy')
  const token = addressArg(call.args, 'token')
  const amount = integerArg(call.args, 'amount')
  const events = [...eventsOf(evidence, STRATEGY_DEPOSIT), ...eventsOf(evidence, STRATEGY_DEPOSIT_OF_SHARES)]
  const [event] = events
  if (!strategy || !token || amount === null || amount <= 0n || !event || events.length !== 1 || event.address !== called) return null
  const named = event.signature === STRATEGY_DEPOSIT ? addressArg(event.args, 'token') : token
  if (addressArg(event.args, 'staker') !== from || addressArg(event.args, 'strategy') !== strategy || named !== token) return null
  const { sent, received } = ownFlows(evidence, from)
  const [paid] = sent
  if (sent.length !== 1 || received.length !== 0 || paid?.asset.kind !== 'erc20' || paid.asset.token !== token || paid.amount !== amount) return null
  const intoStrategy = evidence.movements.filter((movement) => movement.from === from)
  if (intoStrategy.length !== 1 || intoStrategy[0]?.to !== strategy) return null
  return line('restaking', null, [text('Restaked '), amounts([paid]), text(' in strategy '), address(strategy)])
}

/**
 * Queued withdrawals completed: the called contract's own completion events, for a call completing queued
 * withdrawals, and the sender only receiving tokens.
 */
function completed(evidence: Evidence, from: string): StoryLine | null {
  const called = evidence.to?.toLowerCase()
  if (!called || !/^completeQueuedWithdrawals?$/.test(evidence.call?.name ?? '')) return null
  const events = WITHDRAWAL_COMPLETED.flatMap((signature) => eventsOf(evidence, signature))
  if (events.length === 0 || events.some((event) => event.address !== called)) return null
  const { sent, received } = ownFlows(evidence, from)
  if (sent.length > 0 || received.length === 0 || received.some((change) => change.asset.kind !== 'erc20' && change.asset.kind !== 'native')) return null
  const count = events.length === 1 ? 'a queued withdrawal' : `${events.length} queued withdrawals`
  return line('restaking', null, [text(`Completed ${count} from restaking, receiving `), amounts(received)])
}

const integers = (value: DecodedValue | undefined): bigint[] | null =>
  value?.kind === 'array' && value.items.length === value.length && value.items.every((item) => item.kind === 'integer')
    ? value.items.map((item) => (item.kind === 'integer' ? item.value : 0n))
    : null

/** A queued withdrawal's staker, withdrawer and shares by strategy (the shares to withdraw, not the scaled ones, for the slashing shape). */
function queuedWithdrawal(event: StoryEvent) {
  const withdrawal = event.args.find((arg) => arg.name === 'withdrawal')?.value
  if (withdrawal?.kind !== 'tuple') return null
  const fields = withdrawal.fields
  const staker = addressArg(fields, 'staker')
  const withdrawer = addressArg(fields, 'withdrawer')
  const strategies = addressListArg(fields, 'strategies')
  const sharesField =
    event.signature === SLASHING_WITHDRAWAL_QUEUED ? event.args.find((arg) => arg.name === 'sharesToWithdraw') : fields.find((arg) => arg.name === 'shares')
  const shares = integers(sharesField?.value)
  const listed = fields.find((arg) => arg.name === 'strategies')?.value
  if (
    !staker ||
    !withdrawer ||
    !strategies ||
    !shares ||
    listed?.kind !== 'array' ||
    listed.length !== strategies.length ||
    shares.length !== strategies.length
  )
    return null
  return { staker, withdrawer, legs: strategies.map((strategy, index) => ({ strategy, shares: shares[index] ?? 0n })) }
}

/**
 * Withdrawals queued: the called contract's own `WithdrawalQueued`/`SlashingWithdrawalQueued`, each of the sender's
 * shares, for one withdrawer, nothing of the sender's moving. Shares of beacon-chain ETH are wei; any other
 * strategy's shares are counted as they are (their worth in tokens is the strategy's to say, at completion).
 */
function queued(evidence: Evidence, from: string): StoryLine | null {
  const called = evidence.to?.toLowerCase()
  const events = [...eventsOf(evidence, WITHDRAWAL_QUEUED), ...eventsOf(evidence, SLASHING_WITHDRAWAL_QUEUED)]
  if (events.length === 0 || events.some((event) => event.address !== called) || !nothingMoved(evidence, from)) return null
  const withdrawals = events.map(queuedWithdrawal)
  const [first] = withdrawals
  if (!first || withdrawals.some((withdrawal) => !withdrawal || withdrawal.staker !== from || withdrawal.withdrawer !== first.withdrawer)) return null
  const legs = withdrawals.flatMap((withdrawal) => withdrawal?.legs ?? []).filter((leg) => leg.shares > 0n)
  const strategies = [...new Set(legs.map((leg) => leg.strategy))]
  const [strategy] = strategies
  if (!strategy) return null
  const shares = legs.reduce((sum, leg) => sum + leg.shares, 0n)
  const count = events.length === 1 ? 'a withdrawal' : `${events.length} withdrawals`
  const what: ActionPart[] =
    strategies.length > 1
      ? [text(` of restaked shares from ${strategies.length} strategies`)]
      : strategy === BEACON_CHAIN_ETH_STRATEGY
        ? [text(' of '), amounts([{ asset: NATIVE, amount: shares }]), text(' restaked on the beacon chain')]
        : [text(` of ${shares.toLocaleString('en-US')} restaked shares from strategy `), address(strategy)]
  const withdrawer = first.withdrawer === from ? [] : [text(', withdrawable by '), address(first.withdrawer)]
  return line('restaking', null, [text(`Queued ${count}`), ...what, ...withdrawer])
}

/**
 * Speaks when EigenLayer's event shapes (from its verified sources), wherever emitted: a pod manager's one
 * `PodSharesUpdated` crediting the sender (or the contract it called) with shares, which for beacon-chain ETH are
 * wei, beside its pod's `ValidatorRestaked` for each validator (naming the operator whose `OperatorSharesIncreased`
 * gains exactly those shares); the sender's `depositIntoStrategy(strategy, token, amount)` with the called contract's one
 * `Deposit` for the sender into that strategy, exactly that amount of the token going from the sender straight into the
 * strategy; one `StakerDelegated` for the sender; the called contract's `WithdrawalQueued` or
 * `SlashingWithdrawalQueued` of the sender's shares (beacon-chain ETH's as wei, any other strategy's as shares); a `completeQueuedWithdrawal(s)` call with the
 * called contract's own `WithdrawalCompleted`/`SlashingWithdrawalCompleted`, the sender only receiving. Nothing
 * else of the sender's moves.
 *
 * @example Restaked 160 ETH of 5 validators for 0x…, delegated to operator 0x… / Restaked 5.74 swETH in strategy 0x… / Delegated its restaked assets to
 *   operator 0x… / Queued a withdrawal of 483,504,529,256,635,749 restaked shares from strategy 0x… / Completed a queued withdrawal from restaking, receiving 60 EIGEN
 */
export const restakingStory: Story = {
  kind: 'restaking',
  order: 280,
  gate: {
    events: [
      STRATEGY_DEPOSIT,
      STRATEGY_DEPOSIT_OF_SHARES,
      'PodSharesUpdated',
      'StakerDelegated',
      'WithdrawalQueued',
      'SlashingWithdrawalQueued',
      'WithdrawalCompleted',
      'SlashingWithdrawalCompleted',
    ],
  },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    return podRestaked(evidence, from) ?? strategyDeposit(evidence, from) ?? delegated(evidence, from) ?? queued(evidence, from) ?? completed(evidence, from)
  },
}
