import { NATIVE, ZERO_ADDRESS } from '../assets'
import { addressArg, bytesArg, eventsOf, integerArg, type Evidence } from './args'
import { shortenHex } from '@/lib/format'
import type { Story } from '../story'
import { amounts, line, text } from './words'
import { changesOf } from '../net-changes'

/** Lido's stETH `Submitted` event (its published ABI) and the beacon deposit contract's `DepositEvent`. */
const SUBMITTED = 'Submitted(address,uint256,address)'
const DEPOSIT_EVENT = 'DepositEvent(bytes,bytes,bytes,bytes,bytes)'
const GWEI = 10n ** 9n
/** A minter's record of the coin it took for its token, Frax's frxETHMinter and FraxEtherMinter, as their sources declare them. */
const MINTER_SUBMISSIONS: readonly { signature: string; amountArg: string }[] = [
  { signature: 'ETHSubmitted(address,address,uint256,uint256)', amountArg: 'sent_amount' },
  { signature: 'EthSubmitted(address,address,uint256)', amountArg: 'sentEthAmount' },
]

/** Liquid staking: the sender's coins went to the contract that emitted Submitted, and it minted its token back. */
function liquidStake(evidence: Evidence) {
  const from = evidence.from?.toLowerCase()
  const [submitted] = eventsOf(evidence, SUBMITTED)
  const amount = submitted ? integerArg(submitted.args, 'amount') : null
  if (!submitted || !from || addressArg(submitted.args, 'sender') !== from || amount === null || evidence.to?.toLowerCase() !== submitted.address) return null
  if (evidence.value !== amount) return null
  const minted = evidence.movements.filter((movement) => movement.asset.kind === 'erc20' && movement.asset.token === submitted.address && movement.to === from)
  const [receipt] = minted
  if (!receipt || minted.length !== 1) return null
  return line('stake', null, [
    text('Staked '),
    amounts([{ asset: NATIVE, amount }]),
    text(', receiving '),
    amounts([{ asset: receipt.asset, amount: receipt.amount }]),
  ])
}

/**
 * Liquid staking through a minter: the contract called logged the sender's coin as submitted by it for itself, and
 * the one token the sender got was minted to it (the liquid token, or the vault's shares it went into).
 */
function minterStake(evidence: Evidence) {
  const from = evidence.from?.toLowerCase()
  const called = evidence.to?.toLowerCase()
  const submissions = MINTER_SUBMISSIONS.flatMap(({ signature, amountArg }) => eventsOf(evidence, signature).map((event) => ({ event, amountArg })))
  const [submission] = submissions
  if (!from || !submission || submissions.length !== 1 || submission.event.address !== called) return null
  const { args } = submission.event
  if (addressArg(args, 'sender') !== from || addressArg(args, 'recipient') !== from || integerArg(args, submission.amountArg) !== evidence.value) return null
  const own = changesOf(evidence.netChanges, from)
  const got = own.filter((change) => change.amount > 0n)
  const [receipt] = got
  if (got.length !== 1 || !receipt || receipt.asset.kind !== 'erc20' || own.some((change) => change.amount < 0n && change.asset.kind !== 'native')) return null
  const token = receipt.asset.token
  const minted = evidence.movements.some(
    (movement) => movement.asset.kind === 'erc20' && movement.asset.token === token && movement.from === ZERO_ADDRESS && movement.to === from,
  )
  if (!minted || evidence.value <= 0n) return null
  return line('stake', null, [text('Staked '), amounts([{ asset: NATIVE, amount: evidence.value }]), text(', receiving '), amounts([receipt])])
}

/** A little-endian uint64, as the deposit contract encodes amounts in Gwei. */
function littleEndian(hex: string): bigint | null {
  if (!/^0x[0-9a-f]{16}$/i.test(hex)) return null
  const bytes = hex.slice(2).match(/../g)!
  return BigInt(`0x${bytes.reverse().join('')}`)
}

/** A beacon-chain deposit: the contract's DepositEvent, for the Ether the sender sent it, and the validator's key. */
function beaconDeposit(evidence: Evidence) {
  const deposits = eventsOf(evidence, DEPOSIT_EVENT).filter((event) => event.address === evidence.to?.toLowerCase())
  if (deposits.length === 0) return null
  const gwei = deposits.map((event) => littleEndian(bytesArg(event.args, 'amount') ?? ''))
  if (gwei.some((amount) => amount === null)) return null
  const total = gwei.reduce<bigint>((sum, amount) => sum + (amount ?? 0n) * GWEI, 0n)
  if (total !== evidence.value) return null
  const [first] = deposits
  const key = first ? bytesArg(first.args, 'pubkey') : null
  const validators = deposits.length === 1 && key ? `validator ${shortenHex(key, 10, 8)}` : `${deposits.length} validators`
  return line('beacon-deposit', null, [text('Deposited '), amounts([{ asset: NATIVE, amount: total }]), text(` to the beacon chain for ${validators}`)])
}

/**
 * Speaks when Lido's `Submitted` with the value and stETH minted back; a minter's `ETHSubmitted` (Frax's, old and
 * new) by the sender for itself, for the value, from the contract called, the sender getting one token, minted to it;
 * the deposit contract's `DepositEvent`s for the value.
 *
 * @example Staked …, receiving … / Deposited 32 ETH to the beacon chain for validator 0xa685b197…8968dfda
 */
export const stakingStory: Story = {
  kind: 'staking',
  order: 150,
  gate: { events: ['Submitted', 'DepositEvent', ...MINTER_SUBMISSIONS.map(({ signature }) => signature)] },
  tell: (evidence) => (evidence.status === '0' ? null : (liquidStake(evidence) ?? minterStake(evidence) ?? beaconDeposit(evidence))),
}
