import { describe, expect, it } from 'vitest'
import { actionText } from './action-parts'
import { NATIVE, ZERO_ADDRESS, type Asset } from './assets'
import { classify } from './classify'
import type { Movement } from './movements'
import { netChanges } from './net-changes'
import { ETH_CONTEXT, move } from './story-fixtures.test-support'
import { NO_TRADE_SIGNALS, type TradeSignals } from './trade-signals'

const ME = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const CONTRACT = '0xcccccccccccccccccccccccccccccccccccccccc'
const OTHER = '0xdddddddddddddddddddddddddddddddddddddddd'
const token = (address: string): Asset => ({ kind: 'erc20', token: address })
const COLLATERAL = token('0x7f39c581f595b53c5cb19bd0b3f8da6c935e2ca0')
const STABLE = token('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
const DAI = token('0x6b175474e89094c44da98b954eedeac495271d0f')
const LP = token('0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb')
const POSITION: Asset = { kind: 'erc721', token: CONTRACT, tokenId: 401_357n }
/** A position NFT that a factory beside the called vault mints */
const VAULT_POSITION: Asset = { kind: 'erc721', token: OTHER, tokenId: 4_120n }
const E18 = 10n ** 18n

const SWAPPED_ON_THE_WAY: TradeSignals = { swapEvent: true, marketplaceFill: false }

/**
 * Transactions whose flows resemble a swap, a purchase, a sale, a mint or a burn but are something else. None of them
 * carries the evidence those verbs need (a swap event or a call named for a swap, a previous owner paid or a
 * marketplace's fill, a call that says it mints or burns), or a swap happened only on the way to a deposit or from a
 * redemption, so the line states what moved and never the look-alike verb.
 */
const LOOK_ALIKES: readonly { name: string; call: string; moves: Movement[]; signals?: TradeSignals; notVerb: RegExp; line: string }[] = [
  {
    name: 'a loan: collateral in, a stablecoin lent out by the market',
    call: 'create_loan',
    moves: [move(COLLATERAL, ME, CONTRACT, 16n * E18), move(STABLE, CONTRACT, ME, 26_000_000_000n)],
    notVerb: /^(Swapped|Deposited|Bought)/,
    line: 'Called create_loan on 0xcccc…cccc (sent 16,000,000,000,000,000,000 raw units of 0x7f39…2ca0, received 26,000 USDC)',
  },
  {
    name: 'a trove: coins as collateral, a stablecoin minted by another contract',
    call: 'openTrove',
    moves: [move(NATIVE, ME, CONTRACT, 21n * 10n ** 17n, 'value'), move(DAI, ZERO_ADDRESS, ME, 3_000n * E18)],
    notVerb: /^(Minted|Swapped|Deposited)/,
    line: 'Called openTrove on 0xcccc…cccc (sent 2.1 ETH, received 3,000 DAI)',
  },
  {
    name: 'a loan against an NFT: the lending contract takes it and pays the loan out, as a buyer would',
    call: 'borrow',
    moves: [move(POSITION, ME, CONTRACT, 1n), move(NATIVE, CONTRACT, ME, 5n * E18, 'internal')],
    notVerb: /^(Sold|Swapped)/,
    line: 'Borrowed 5 ETH from 0xcccc…cccc, sending NFT 0xcccc…cccc #401357',
  },
  {
    name: 'a loan against an NFT repaid: the lending contract gives it back for the coin, as a seller would',
    call: 'repay',
    moves: [move(NATIVE, ME, CONTRACT, 51n * 10n ** 17n, 'value'), move(POSITION, CONTRACT, ME, 1n)],
    notVerb: /^(Bought|Swapped)/,
    line: 'Repaid 5.1 ETH to 0xcccc…cccc, receiving NFT 0xcccc…cccc #401357',
  },
  {
    name: 'an NFT withdrawn from a staking contract for a fee: the contract held it, it did not sell it',
    call: 'withdraw',
    moves: [move(NATIVE, ME, CONTRACT, 10n ** 16n, 'value'), move(VAULT_POSITION, CONTRACT, ME, 1n)],
    notVerb: /^Bought/,
    line: 'Called withdraw on 0xcccc…cccc (sent 0.01 ETH, received NFT 0xdddd…dddd #4120)',
  },
  {
    name: 'an NFT staked with the reward it had earned paid out beside it: staked, not sold',
    call: 'stake',
    moves: [move(VAULT_POSITION, ME, CONTRACT, 1n), move(DAI, CONTRACT, ME, 12n * E18)],
    notVerb: /^Sold/,
    line: 'Called stake on 0xcccc…cccc (sent NFT 0xdddd…dddd #4120, received 12 DAI)',
  },
  {
    name: 'a withdrawal to another chain, which burns the tokens here',
    call: 'withdraw',
    moves: [move(DAI, ME, ZERO_ADDRESS, 49_352n * E18)],
    notVerb: /^Burned/,
    line: 'Called withdraw on 0xcccc…cccc (sent 49,352 DAI)',
  },
  {
    name: 'a relayer’s fee beside a withdrawal paid to someone else: the relayer withdrew nothing of its own',
    call: 'withdraw',
    moves: [move(NATIVE, CONTRACT, OTHER, 97n * 10n ** 15n, 'internal'), move(NATIVE, CONTRACT, ME, 3n * 10n ** 15n, 'internal')],
    notVerb: /^Withdrew/,
    line: 'Called withdraw on 0xcccc…cccc (received 0.003 ETH)',
  },
  {
    name: 'a liquidity position opened: two tokens in, the position NFT minted',
    call: 'mint',
    moves: [move(DAI, ME, OTHER, 100n * E18), move(STABLE, ME, OTHER, 100_000_000n), move(POSITION, ZERO_ADDRESS, ME, 1n)],
    notVerb: /^(Bought|Minted)/,
    line: 'Called mint on 0xcccc…cccc (sent 100 DAI and 100 USDC, received NFT 0xcccc…cccc #401357)',
  },
  {
    name: 'a lending position opened with the coin as collateral: the position NFT minted by the vault’s factory',
    call: 'operate',
    moves: [move(NATIVE, ME, CONTRACT, E18, 'value'), move(VAULT_POSITION, ZERO_ADDRESS, ME, 1n)],
    notVerb: /^(Bought|Minted)/,
    line: 'Called operate on 0xcccc…cccc (sent 1 ETH, received NFT 0xdddd…dddd #4120)',
  },
  {
    name: 'a liquidity position closed: the position NFT burned, two tokens out',
    call: 'modifyLiquidities',
    moves: [move(POSITION, ME, ZERO_ADDRESS, 1n), move(DAI, OTHER, ME, 100n * E18), move(NATIVE, OTHER, ME, E18, 'internal')],
    notVerb: /^Sold/,
    line: 'Called modifyLiquidities on 0xcccc…cccc (sent NFT 0xcccc…cccc #401357, received 100 DAI and 1 ETH)',
  },
  {
    name: 'liquidity removed from a pair: the pair’s token in, its two tokens out',
    call: 'removeLiquidity',
    moves: [move(LP, ME, LP.kind === 'erc20' ? LP.token : OTHER, 18n * E18), move(DAI, OTHER, ME, 500n * E18), move(STABLE, OTHER, ME, 1_378_000_000n)],
    notVerb: /^Swapped/,
    line: 'Called removeLiquidity on 0xcccc…cccc (sent 18,000,000,000,000,000,000 raw units of 0xbbbb…bbbb, received 500 DAI and 1,378 USDC)',
  },
  {
    name: 'a bridge’s arrival, minted to the receiver by a message call',
    call: 'receiveMessage',
    moves: [move(STABLE, ZERO_ADDRESS, ME, 1_839_726_596n)],
    notVerb: /^Minted/,
    line: 'Called receiveMessage on 0xcccc…cccc (received 1,839.726596 USDC)',
  },
  {
    name: 'a liquidation: debt repaid, collateral seized',
    call: 'liquidationCall',
    moves: [move(STABLE, ME, OTHER, 30_660_134n), move(COLLATERAL, OTHER, ME, 18_891_825_379_519_208n)],
    notVerb: /^Swapped/,
    line: 'Called liquidationCall on 0xcccc…cccc (sent 30.660134 USDC, received 18,891,825,379,519,208 raw units of 0x7f39…2ca0)',
  },
  {
    name: 'an NFT handed over with coins coming back from someone who got nothing',
    call: 'doSomething',
    moves: [move(POSITION, ME, ZERO_ADDRESS, 1n), move(NATIVE, OTHER, ME, E18, 'internal')],
    notVerb: /^Sold/,
    line: 'Called doSomething on 0xcccc…cccc (sent NFT 0xcccc…cccc #401357, received 1 ETH)',
  },
  {
    name: 'a zap into a vault: half the stablecoin swapped on the way, the vault’s shares minted to the sender',
    call: 'zapIn',
    signals: SWAPPED_ON_THE_WAY,
    moves: [
      move(STABLE, ME, CONTRACT, 1_000_000_000n),
      move(STABLE, CONTRACT, OTHER, 500_000_000n),
      move(DAI, OTHER, CONTRACT, 499n * E18),
      move(LP, ZERO_ADDRESS, ME, 980n * E18),
    ],
    notVerb: /^Swapped/,
    line: 'Called zapIn on 0xcccc…cccc (sent 1,000 USDC, received 980,000,000,000,000,000,000 raw units of 0xbbbb…bbbb)',
  },
  {
    name: 'a zap out of a vault: the shares burned, what they redeemed swapped on the way to one stablecoin',
    call: 'zapOut',
    signals: SWAPPED_ON_THE_WAY,
    moves: [
      move(LP, ME, CONTRACT, 18n * E18),
      move(LP, CONTRACT, ZERO_ADDRESS, 18n * E18),
      move(DAI, OTHER, CONTRACT, 690n * E18),
      move(STABLE, OTHER, ME, 1_378_000_000n),
    ],
    notVerb: /^Swapped/,
    line: 'Called zapOut on 0xcccc…cccc (sent 18,000,000,000,000,000,000 raw units of 0xbbbb…bbbb, received 1,378 USDC)',
  },
  {
    name: 'a token sale: the coin paid to the token, which mints what was bought',
    call: 'buyTokens',
    moves: [move(NATIVE, ME, CONTRACT, E18, 'value'), move(token(CONTRACT), ZERO_ADDRESS, ME, 25_000n * E18)],
    notVerb: /^(Deposited|Swapped)/,
    line: 'Called buyTokens on 0xcccc…cccc (sent 1 ETH, received 25,000,000,000,000,000,000,000 raw units of 0xcccc…cccc)',
  },
]

describe('look-alike transactions', () => {
  it.each(LOOK_ALIKES)('$name: never the look-alike verb, only what moved', ({ call, moves, signals = NO_TRADE_SIGNALS, notVerb, line }) => {
    const said = actionText(
      classify({
        from: ME,
        to: CONTRACT,
        createdContract: null,
        status: '1',
        call,
        approve: null,
        movements: moves,
        netChanges: netChanges(moves, ME),
        signals,
      }),
      ETH_CONTEXT,
    )
    expect(said).not.toMatch(notVerb)
    expect(said).toBe(line)
  })
})
