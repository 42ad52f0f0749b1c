import { isNft, NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import type { AssetChange } from '../net-changes'
import type { Story, StoryLine } from '../story'
import { addressArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import { ownFlows } from './liquidity-flows'
import { address, amounts, line, text } from './words'

/** ERC-4626's events, as viem's erc4626Abi declares them. */
const DEPOSIT = 'Deposit(address,address,uint256,uint256)'
const WITHDRAW = 'Withdraw(address,address,address,uint256,uint256)'

/** The one event of this signature that names the account in this role; null when none or several do. */
function onlyFor(evidence: Evidence, signature: string, role: string, account: string): StoryEvent | null {
  const events = eventsOf(evidence, signature).filter((event) => addressArg(event.args, role) === account)
  return events.length === 1 ? (events[0] ?? null) : null
}

/** The coin counts as the vault's asset when it was wrapped (or unwrapped) on the way for the same amount. */
const coinWrapped = (evidence: Evidence, amount: bigint, source: 'deposit' | 'withdrawal') =>
  evidence.movements.some((movement) => movement.source === source && movement.amount === amount)

/** The one asset the account gave or got, for exactly the vault's `assets`; a token must have gone into the vault. */
function assetOf(evidence: Evidence, changes: AssetChange[], assets: bigint, into: string | null): Asset | null {
  const [only] = changes
  if (changes.length !== 1 || !only || only.amount !== assets || isNft(only.asset)) return null
  if (only.asset.kind === 'native') return coinWrapped(evidence, assets, into ? 'deposit' : 'withdrawal') ? NATIVE : null
  return into === null || movedExactly(evidence, only.asset, assets, { to: into }) ? only.asset : null
}

/** The one token that reached the receiver in exactly this amount; null when none or several did. */
function paidTo(evidence: Evidence, receiver: string, amount: bigint): Asset | null {
  const paid = evidence.movements.filter((movement) => movement.to === receiver && movement.amount === amount && movement.asset.kind === 'erc20')
  return paid.length === 1 ? (paid[0]?.asset ?? null) : null
}

const vaultPart = (vault: string) => [text(' the '), { type: 'token' as const, token: vault }, text(' vault')]

/**
 * An ERC-4626 deposit: the vault's Deposit for the account as receiver, the vault's shares minted to it for exactly
 * the event's shares, and the account giving exactly the event's assets of one asset, which went into the vault. Or
 * the account's own deposit (the event's sender) for another receiver: the shares minted to that receiver, the
 * account giving the assets and getting nothing.
 */
function deposit(evidence: Evidence, account: string): StoryLine | null {
  const event = onlyFor(evidence, DEPOSIT, 'receiver', account) ?? forAnother(evidence, account)
  const assets = event ? integerArg(event.args, 'assets') : null
  const shares = event ? integerArg(event.args, 'shares') : null
  const receiver = event ? addressArg(event.args, 'receiver') : null
  if (!event || assets === null || shares === null || assets <= 0n || !receiver) return null
  const vault = event.address
  const share: Asset = { kind: 'erc20', token: vault }
  const { sent, received } = ownFlows(evidence, account)
  const minted = { asset: share, amount: shares }
  if (!movedExactly(evidence, share, shares, { from: ZERO_ADDRESS, to: receiver })) return null
  if (receiver === account ? !gotOnlyShares(received, vault, shares) : received.length > 0) return null
  const asset = assetOf(evidence, sent, assets, vault)
  if (!asset) return null
  const outcome = receiver === account ? [text(', receiving '), amounts([minted])] : [text(', minting '), amounts([minted]), text(' to '), address(receiver)]
  return line('vault-deposit', null, [text('Deposited '), amounts([{ asset, amount: assets }]), text(' into'), ...vaultPart(vault), ...outcome])
}

/** The account's one Deposit, as its sender, for a receiver other than itself. */
function forAnother(evidence: Evidence, account: string): StoryEvent | null {
  const event = onlyFor(evidence, DEPOSIT, 'sender', account)
  return event && addressArg(event.args, 'receiver') !== account ? event : null
}

/** Whether the account's only gain was exactly these shares of the vault. */
const gotOnlyShares = (received: AssetChange[], vault: string, shares: bigint) =>
  received.length === 1 && received[0]?.asset.kind === 'erc20' && received[0].asset.token === vault && received[0].amount === shares

/**
 * An ERC-4626 withdrawal: the vault's Withdraw for the account as owner, its shares burned from the account for
 * exactly the event's shares. Paid to the account, it got exactly the event's assets of one asset; paid to another
 * receiver (a cooldown's silo, a recipient), the account got nothing and exactly one transfer of the event's assets
 * reached that receiver.
 */
function withdrawal(evidence: Evidence, account: string): StoryLine | null {
  const event = onlyFor(evidence, WITHDRAW, 'owner', account)
  const assets = event ? integerArg(event.args, 'assets') : null
  const shares = event ? integerArg(event.args, 'shares') : null
  const receiver = event ? addressArg(event.args, 'receiver') : null
  if (!event || assets === null || shares === null || assets <= 0n || !receiver) return null
  const vault = event.address
  const { sent, received } = ownFlows(evidence, account)
  const [gave] = sent
  if (sent.length !== 1 || gave?.asset.kind !== 'erc20' || gave.asset.token !== vault || gave.amount !== shares) return null
  if (!movedExactly(evidence, gave.asset, shares, { from: account, to: ZERO_ADDRESS })) return null
  const toOther = receiver !== account
  const asset = toOther ? (received.length === 0 ? paidTo(evidence, receiver, assets) : null) : assetOf(evidence, received, assets, null)
  if (!asset) return null
  return line('vault-withdraw', null, [
    text('Withdrew '),
    amounts([{ asset, amount: assets }]),
    text(' from'),
    ...vaultPart(vault),
    ...(toOther ? [text(' to '), address(receiver)] : []),
    text(', redeeming '),
    amounts([gave]),
  ])
}

/**
 * Speaks when an ERC-4626 `Deposit` naming the sender as receiver (or as sender, for another receiver that got the
 * shares while the sender got nothing), its shares minted to the receiver for exactly the event's shares, and one
 * asset of exactly the event's assets from the sender into the vault (the coin, when wrapped on the way); or a
 * `Withdraw` naming it as owner, its shares burned, and exactly the assets received by it, or, the sender getting
 * nothing, by the event's other receiver in one transfer.
 *
 * @example Deposited 7,445 DAI into the sDAI vault, receiving … sDAI / Deposited 7,445 DAI into the sDAI vault,
 *   minting … sDAI to 0x… / Withdrew 1,172,000 USDC from the … vault, redeeming … / Withdrew 1,100 USDe from the
 *   sUSDe vault to 0x…, redeeming 1,000 sUSDe
 */
export const vaultStory: Story = {
  kind: 'vault',
  order: 180,
  gate: { events: [DEPOSIT, WITHDRAW] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    return deposit(evidence, from) ?? withdrawal(evidence, from)
  },
}
