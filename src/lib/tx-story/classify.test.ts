import { describe, expect, it } from 'vitest'
import { actionText } from './action-parts'
import { NATIVE, ZERO_ADDRESS, type Asset } from './assets'
import { classify, type ClassifyInput } from './classify'
import type { Movement } from './movements'
import { netChanges } from './net-changes'
import { ETH_CONTEXT, move } from './story-fixtures.test-support'
import { NO_TRADE_SIGNALS } from './trade-signals'

const ME = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const YOU = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
const ROUTER = '0xcccccccccccccccccccccccccccccccccccccccc'
const POOL = '0xdddddddddddddddddddddddddddddddddddddddd'
const USDC: Asset = { kind: 'erc20', token: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' }
const WETH: Asset = { kind: 'erc20', token: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' }
const DAI: Asset = { kind: 'erc20', token: '0x6b175474e89094c44da98b954eedeac495271d0f' }
const MYSTERY: Asset = { kind: 'erc20', token: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }
const APE: Asset = { kind: 'erc721', token: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', tokenId: 42n }
const ETHER = 10n ** 18n

function lineFor(moves: Movement[], overrides: Partial<ClassifyInput> = {}): string {
  const input: ClassifyInput = {
    from: ME,
    to: ROUTER,
    createdContract: null,
    status: '1',
    call: 'doSomething',
    approve: null,
    movements: moves,
    netChanges: netChanges(moves, ME),
    signals: NO_TRADE_SIGNALS,
    ...overrides,
  }
  return actionText(classify(input), ETH_CONTEXT)
}

describe('classify', () => {
  it.each([
    { case: 'a native transfer', moves: [move(NATIVE, ME, YOU, 15n * 10n ** 17n, 'value')], expected: 'Sent 1.5 ETH to 0xbbbb…bbbb' },
    { case: 'an ERC20 transfer', moves: [move(USDC, ME, YOU, 2_500_000_000n)], expected: 'Sent 2,500 USDC to 0xbbbb…bbbb' },
    { case: 'an NFT transfer', moves: [move(APE, ME, YOU, 1n)], expected: 'Sent NFT 0xbc4c…f13d #42 to 0xbbbb…bbbb' },
    {
      case: 'a swap over several hops, from the sender’s net change',
      moves: [
        move(NATIVE, ME, ROUTER, ETHER, 'value'),
        move(WETH, ZERO_ADDRESS, ROUTER, ETHER, 'deposit'),
        move(WETH, ROUTER, POOL, ETHER),
        move(DAI, POOL, ROUTER, 3_400n * ETHER),
        move(DAI, ROUTER, POOL, 3_400n * ETHER),
        move(USDC, POOL, ME, 3_412_500_000n),
      ],
      overrides: { signals: { swapEvent: true, marketplaceFill: false } },
      expected: 'Swapped 1 ETH for 3,412.5 USDC',
    },
    {
      case: 'a swap by a call whose name says so, with no swap event decoded',
      moves: [move(NATIVE, ME, ROUTER, ETHER, 'value'), move(USDC, POOL, ME, 3_412_500_000n)],
      overrides: { call: 'swapExactETHForTokens' },
      expected: 'Swapped 1 ETH for 3,412.5 USDC',
    },
    {
      case: 'coins out and tokens in with no sign of a swap: what moved, in neutral words',
      moves: [move(NATIVE, ME, ROUTER, ETHER, 'value'), move(USDC, POOL, ME, 3_412_500_000n)],
      expected: 'Called doSomething on 0xcccc…cccc (sent 1 ETH, received 3,412.5 USDC)',
    },
    {
      case: 'an NFT purchase paid in WETH',
      moves: [move(WETH, ME, YOU, 30n * ETHER), move(APE, YOU, ME, 1n)],
      expected: 'Bought NFT 0xbc4c…f13d #42 for 30 WETH',
    },
    {
      case: 'an NFT sale',
      moves: [move(APE, ME, YOU, 1n), move(NATIVE, YOU, ROUTER, 29n * ETHER, 'value'), move(NATIVE, ROUTER, ME, 29n * ETHER, 'internal')],
      expected: 'Sold NFT 0xbc4c…f13d #42 for 29 ETH',
    },
    {
      case: 'an NFT sale told by the marketplace’s fill event',
      moves: [move(APE, ME, YOU, 1n), move(NATIVE, ROUTER, ME, 29n * ETHER, 'internal')],
      overrides: { signals: { swapEvent: false, marketplaceFill: true } },
      expected: 'Sold NFT 0xbc4c…f13d #42 for 29 ETH',
    },
    {
      case: 'a paid mint from the NFTs’ own contract, whatever its call',
      moves: [move(NATIVE, ME, APE.token, 8n * 10n ** 16n, 'value'), move(APE, ZERO_ADDRESS, ME, 1n)],
      overrides: { to: APE.token, call: '0x12345678' },
      expected: 'Minted NFT 0xbc4c…f13d #42 for 0.08 ETH',
    },
    {
      case: 'a paid mint through a minter contract whose call says it mints',
      moves: [move(NATIVE, ME, ROUTER, 8n * 10n ** 16n, 'value'), move(APE, ZERO_ADDRESS, ME, 1n)],
      overrides: { call: 'mintPublic' },
      expected: 'Minted NFT 0xbc4c…f13d #42 for 0.08 ETH',
    },
    {
      case: 'a batch of NFTs minted through a minter contract whose call is unknown: no position is several NFTs',
      moves: [move(NATIVE, ME, ROUTER, 2n * 10n ** 16n, 'value'), move(APE, ZERO_ADDRESS, ME, 1n), move({ ...APE, tokenId: 43n }, ZERO_ADDRESS, ME, 1n)],
      overrides: { call: '0x12345678' },
      expected: 'Minted NFT 0xbc4c…f13d #42 and NFT 0xbc4c…f13d #43 for 0.02 ETH',
    },
    {
      case: 'one ERC-721 minted by another contract than the one paid, by a call that does not say it mints (a position)',
      moves: [move(NATIVE, ME, ROUTER, 8n * 10n ** 16n, 'value'), move(APE, ZERO_ADDRESS, ME, 1n)],
      expected: 'Called doSomething on 0xcccc…cccc (sent 0.08 ETH, received NFT 0xbc4c…f13d #42)',
    },
    { case: 'a burn', moves: [move(USDC, ME, ZERO_ADDRESS, 1_000_000n)], overrides: { call: 'burn' }, expected: 'Burned 1 USDC' },
    {
      case: 'tokens destroyed by a call that does not say it burns (a bridge’s withdrawal)',
      moves: [move(USDC, ME, ZERO_ADDRESS, 1_000_000n)],
      overrides: { call: 'withdraw' },
      expected: 'Called withdraw on 0xcccc…cccc (sent 1 USDC)',
    },
    {
      case: 'a queued withdrawal finalized, its coin paid to the sender',
      moves: [move(NATIVE, ROUTER, ME, 5_740_000_000_000_000_000n, 'internal')],
      overrides: { call: 'finalizeWithdrawal' },
      expected: 'Withdrew 5.74 ETH from 0xcccc…cccc',
    },
    {
      case: 'a queued withdrawal finalized, its request’s NFT burned as the coin is paid',
      moves: [move(APE, ME, ZERO_ADDRESS, 1n), move(NATIVE, ROUTER, ME, 5_740_000_000_000_000_000n, 'internal')],
      overrides: { call: 'finalizeWithdrawal' },
      expected: 'Withdrew 5.74 ETH from 0xcccc…cccc, returning NFT 0xbc4c…f13d #42',
    },
    {
      case: 'a withdraw call that also hands an NFT to someone else: more than a withdrawal',
      moves: [move(APE, ME, YOU, 1n), move(NATIVE, ROUTER, ME, 5_740_000_000_000_000_000n, 'internal')],
      overrides: { call: 'withdraw' },
      expected: 'Called withdraw on 0xcccc…cccc (sent NFT 0xbc4c…f13d #42, received 5.74 ETH)',
    },
    {
      case: 'a queued withdrawal claimed, its receipt handed back to the queue',
      moves: [move(APE, ME, ROUTER, 1n), move(NATIVE, POOL, ME, 2n * ETHER, 'internal')],
      overrides: { call: 'claimWithdraw' },
      expected: 'Withdrew 2 ETH from 0xcccc…cccc, returning NFT 0xbc4c…f13d #42',
    },
    {
      case: 'a stablecoin minted to the sender by a call named for withdrawing it, nothing handed back (a loan drawn)',
      moves: [move(DAI, ZERO_ADDRESS, ME, 1_000n * ETHER)],
      overrides: { call: 'withdrawBold' },
      expected: 'Called withdrawBold on 0xcccc…cccc (received 1,000 DAI)',
    },
    {
      case: 'a queued withdrawal finalized for another account: the sender got nothing, so no verb',
      moves: [move(NATIVE, ROUTER, YOU, 5_740_000_000_000_000_000n, 'internal')],
      overrides: { call: 'completeQueuedWithdrawal' },
      expected: 'Called completeQueuedWithdrawal on 0xcccc…cccc',
    },
    {
      case: 'a staking pool entered: the token staked, a receipt token no list knows minted to the sender',
      moves: [move(USDC, ME, ROUTER, 10_000_000n), move(MYSTERY, ZERO_ADDRESS, ME, 10n * ETHER)],
      overrides: { call: 'enterStaking' },
      expected: 'Staked 10 USDC into 0xcccc…cccc, receiving 10,000,000,000,000,000,000 raw units of 0xeeee…eeee',
    },
    {
      case: 'a call named for entering something else, with the coin sent (a lottery’s ticket): no verb',
      moves: [move(NATIVE, ME, ROUTER, ETHER / 10n, 'value')],
      overrides: { call: 'enter' },
      expected: 'Sent 0.1 ETH to 0xcccc…cccc',
    },
    {
      case: 'a loan against an NFT the lending contract takes as collateral',
      moves: [move(APE, ME, ROUTER, 1n), move(WETH, POOL, ME, 30n * ETHER)],
      overrides: { call: 'borrow' },
      expected: 'Borrowed 30 WETH from 0xcccc…cccc, sending NFT 0xbc4c…f13d #42',
    },
    {
      case: 'a loan against an NFT paid out by the lending contract that took it: a loan, not a sale',
      moves: [move(APE, ME, ROUTER, 1n), move(WETH, ROUTER, ME, 30n * ETHER)],
      overrides: { call: 'borrow' },
      expected: 'Borrowed 30 WETH from 0xcccc…cccc, sending NFT 0xbc4c…f13d #42',
    },
    {
      case: 'a loan against an NFT repaid to the lending contract that gives it back: a repayment, not a purchase',
      moves: [move(WETH, ME, ROUTER, 31n * ETHER), move(APE, ROUTER, ME, 1n)],
      overrides: { call: 'repay' },
      expected: 'Repaid 31 WETH to 0xcccc…cccc, receiving NFT 0xbc4c…f13d #42',
    },
    {
      case: 'a loan against an NFT repaid, the NFT coming back from the lending contract',
      moves: [move(WETH, ME, POOL, 31n * ETHER), move(APE, ROUTER, ME, 1n)],
      overrides: { call: 'repay' },
      expected: 'Repaid 31 WETH to 0xcccc…cccc, receiving NFT 0xbc4c…f13d #42',
    },
    {
      case: 'a borrow call whose NFT went to someone else than the contract called: more than a loan',
      moves: [move(APE, ME, YOU, 1n), move(WETH, POOL, ME, 30n * ETHER)],
      overrides: { call: 'borrow' },
      expected: 'Called borrow on 0xcccc…cccc (sent NFT 0xbc4c…f13d #42, received 30 WETH)',
    },
    {
      case: 'a wrap',
      moves: [move(NATIVE, ME, WETH.token, ETHER, 'value'), move(WETH, ZERO_ADDRESS, ME, ETHER, 'deposit')],
      expected: 'Wrapped 1 ETH into 1 WETH',
    },
    {
      case: 'an unwrap',
      moves: [move(WETH, ME, ZERO_ADDRESS, ETHER, 'withdrawal'), move(NATIVE, WETH.token, ME, ETHER, 'internal')],
      expected: 'Unwrapped 1 WETH into 1 ETH',
    },
    { case: 'a token of unknown decimals', moves: [move(MYSTERY, ME, YOU, 12_345n)], expected: 'Sent 12,345 raw units of 0xeeee…eeee to 0xbbbb…bbbb' },
    { case: 'a transfer of zero, which changes nobody', moves: [move(USDC, ME, YOU, 0n)], expected: 'Called doSomething on 0xcccc…cccc' },
    { case: 'movements the sender is not part of', moves: [move(USDC, ROUTER, YOU, 5_000_000n)], expected: 'Called doSomething on 0xcccc…cccc' },
    { case: 'a call with no name known, by its selector', moves: [], overrides: { call: '0x12345678' }, expected: 'Called 0x12345678 on 0xcccc…cccc' },
    {
      case: 'a failure, with the call it tried',
      moves: [],
      overrides: { status: '0', call: 'exactInputSingle', to: '0x68b3465833fb72a70ecdf485e0e4c7bd8665fc45' },
      expected: 'Failed: exactInputSingle on 0x68b3…fc45',
    },
    { case: 'a failure of a plain payment', moves: [], overrides: { status: '0', call: null }, expected: 'Failed: transaction to 0xcccc…cccc' },
    {
      case: 'an approval of a set amount',
      moves: [],
      overrides: { to: USDC.kind === 'erc20' ? USDC.token : null, approve: { spender: ROUTER, amount: 5_000_000n } },
      expected: 'Approved 0xcccc…cccc to spend 5 USDC',
    },
    {
      case: 'an unlimited approval',
      moves: [],
      overrides: { to: USDC.kind === 'erc20' ? USDC.token : null, approve: { spender: ROUTER, amount: (1n << 256n) - 1n } },
      expected: 'Approved 0xcccc…cccc to spend unlimited USDC',
    },
    { case: 'a contract creation', moves: [], overrides: { to: null, createdContract: POOL }, expected: 'Created contract 0xdddd…dddd' },
    {
      case: 'a hostile function name, made visible rather than obeyed',
      moves: [],
      overrides: { call: 'transfer\u202Eevil' },
      expected: 'Called transfer\uFFFDevil on 0xcccc…cccc',
    },
  ])('says "$expected" for $case', ({ moves, overrides, expected }) => {
    expect(lineFor(moves, overrides)).toBe(expected)
  })
})

describe('netChanges', () => {
  it('lists the sender first even when another address moved first, and leaves out the zero address and zero sums', () => {
    const moves = [move(USDC, ROUTER, YOU, 5n), move(WETH, ZERO_ADDRESS, ME, 3n, 'deposit'), move(USDC, YOU, ROUTER, 5n)]
    expect(netChanges(moves, ME)).toEqual([{ address: ME, changes: [{ asset: WETH, amount: 3n }] }])
  })

  it('keeps amounts above 2^53 exact', () => {
    const huge = 123_456_789_012_345_678_901_234n
    expect(netChanges([move(USDC, ME, YOU, huge)], ME)).toEqual([
      { address: ME, changes: [{ asset: USDC, amount: -huge }] },
      { address: YOU, changes: [{ asset: USDC, amount: huge }] },
    ])
  })
})
