import { erc20Abi, keccak256, parseUnits, toHex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** 1inch's router, whose limit order protocol v4 logs `OrderFilled`, from the verified-sources table. */
const router = verifiedAbi('1inch AggregationRouterV6')
/** Its predecessor, whose limit order protocol v3 names the maker in its `OrderFilled`. */
const routerV5 = verifiedAbi('1inch AggregationRouterV5')
const { alice, bob, relayer, bot } = PEOPLE
/** The order's contract: no list names it, the story reads its event's shape wherever it is deployed. */
const PROTOCOL = PEOPLE.unlisted
const SOLD = parseUnits('1000', 18)
const BOUGHT = parseUnits('999.5', 6)
const ORDER_HASH = keccak256(toHex('a limit order'))

const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
/** The allowance left after the order's contract moved the maker's tokens. */
const allowanceLeft = (token: string, owner: string, value = 0n) => emit(token, erc20Abi, 'Approval', { owner, spender: PROTOCOL, value })
const orderFilled = emit(PROTOCOL, router, 'OrderFilled', { orderHash: ORDER_HASH, remainingAmount: 0n })
const makersOrderFilled = (maker: string) => emit(PROTOCOL, routerV5, 'OrderFilled', { maker, orderHash: ORDER_HASH, remaining: 0n })

export const limitOrderFillCases: StoryCases = () => ({
  kind: 'limit-order-fill',
  abis: [
    { source: 'verified: 1inch AggregationRouterV6', abi: router },
    { source: 'verified: 1inch AggregationRouterV5', abi: routerV5 },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a resolver filling a maker’s limit order',
      tx: {
        from: relayer,
        to: bot,
        logs: [transfer(TOKENS.dai, alice, bot, SOLD), allowanceLeft(TOKENS.dai, alice), transfer(TOKENS.usdc, bot, alice, BOUGHT), orderFilled],
      },
      line: 'Trader 0x7f3a…1d9b swapped 1,000 DAI for 999.5 USDC in a limit order on 0x7e57…c0de',
      e2e: true,
    },
    {
      name: 'a fill whose maker is the sender (look-alike: the flows tell it)',
      tx: {
        from: alice,
        to: bot,
        logs: [transfer(TOKENS.dai, alice, bot, SOLD), allowanceLeft(TOKENS.dai, alice), transfer(TOKENS.usdc, bot, alice, BOUGHT), orderFilled],
      },
      line: 'Swapped 1,000 DAI for 999.5 USDC',
    },
    {
      name: 'a fill whose token logs no allowance spent (look-alike: no maker is shown, only the resolver’s contract’s side)',
      tx: {
        from: relayer,
        to: bot,
        logs: [transfer(TOKENS.dai, alice, bot, SOLD), transfer(TOKENS.usdc, bot, alice, BOUGHT), orderFilled],
      },
      line: 'Contract 0xb07b…b07b swapped 999.5 USDC for 1,000 DAI',
    },
    {
      name: 'a fill beside another account’s spent allowance (look-alike: two makers)',
      tx: {
        from: relayer,
        to: bot,
        logs: [
          transfer(TOKENS.dai, alice, bot, SOLD),
          allowanceLeft(TOKENS.dai, alice),
          transfer(TOKENS.usdc, bob, bot, BOUGHT),
          allowanceLeft(TOKENS.usdc, bob),
          transfer(TOKENS.usdc, bot, alice, BOUGHT),
          transfer(TOKENS.dai, bot, bob, SOLD),
          orderFilled,
        ],
      },
      line: 'Called 0xb07b…b07b',
    },
    {
      name: 'a resolver filling a limit order of the protocol’s v3, whose event names the maker',
      tx: {
        from: relayer,
        to: bot,
        logs: [transfer(TOKENS.dai, alice, bot, SOLD), transfer(TOKENS.usdc, bot, alice, BOUGHT), makersOrderFilled(alice)],
      },
      line: 'Trader 0x7f3a…1d9b swapped 1,000 DAI for 999.5 USDC in a limit order on 0x7e57…c0de',
    },
    {
      name: 'a v3 fill whose named maker did not trade one token for another (look-alike: the maker only received)',
      tx: {
        from: relayer,
        to: bot,
        logs: [transfer(TOKENS.dai, bob, bot, SOLD), transfer(TOKENS.usdc, bot, alice, BOUGHT), makersOrderFilled(alice)],
      },
      line: 'Called 0xb07b…b07b',
    },
  ],
})
