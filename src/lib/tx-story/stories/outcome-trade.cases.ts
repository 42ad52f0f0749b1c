import { erc1155Abi, erc20Abi, keccak256, parseUnits, toHex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { COLLATERAL, CONDITIONAL_TOKENS, NO as OTHER_OUTCOME, POLYGON, YES as OUTCOME } from './case-outcomes'
import { PEOPLE } from './case-people'

/** Polymarket's CTF Exchange, from the verified-sources table. */
const exchangeAbi = verifiedAbi('Polymarket CTF Exchange')
const { alice, bob, relayer, unlisted } = PEOPLE
const PAID = parseUnits('62.4', 6)
const SHARES = parseUnits('120', 6)

const orderHash = (name: string) => keccak256(toHex(`outcome order ${name}`))
const usdc = (from: string, to: string, value: bigint) => emit(COLLATERAL, erc20Abi, 'Transfer', { from, to, value })
const shares = (operator: string, from: string, to: string, id: bigint, value: bigint) =>
  emit(CONDITIONAL_TOKENS, erc1155Abi, 'TransferSingle', { operator, from, to, id, value })

export const outcomeTradeCases: StoryCases = (listed) => {
  const exchange = listed({ role: 'outcome-exchange', chain: POLYGON })
  /** A taker's buy (collateral for the outcome) against one maker's sell, as the exchange settles it through itself. */
  const buyLogs = (at: string, received: bigint) => [
    usdc(alice, at, PAID),
    shares(at, bob, at, OUTCOME, SHARES),
    usdc(at, bob, PAID),
    shares(at, at, alice, received, SHARES),
    emit(at, exchangeAbi, 'OrderFilled', {
      orderHash: orderHash('maker sell'),
      maker: bob,
      taker: alice,
      makerAssetId: OUTCOME,
      takerAssetId: 0n,
      makerAmountFilled: SHARES,
      takerAmountFilled: PAID,
      fee: 0n,
    }),
    emit(at, exchangeAbi, 'OrdersMatched', {
      takerOrderHash: orderHash('taker buy'),
      takerOrderMaker: alice,
      makerAssetId: 0n,
      takerAssetId: OUTCOME,
      makerAmountFilled: PAID,
      takerAmountFilled: SHARES,
    }),
  ]
  return {
    kind: 'outcome-trade',
    abis: [
      { source: 'verified: Polymarket CTF Exchange', abi: exchangeAbi },
      { source: 'viem erc20Abi', abi: erc20Abi },
      { source: 'viem erc1155Abi', abi: erc1155Abi },
    ],
    cases: [
      {
        name: 'a taker’s buy of outcome shares matched by Polymarket’s operator',
        chain: POLYGON,
        tx: { from: relayer, to: exchange, logs: buyLogs(exchange, OUTCOME) },
        line: 'Trader 0x7f3a…1d9b bought 120 shares of outcome #526221853331… for 62.4 USDC on Polymarket',
      },
      {
        name: 'a taker’s sale of outcome shares',
        chain: POLYGON,
        tx: {
          from: relayer,
          to: exchange,
          logs: [
            shares(exchange, alice, exchange, OUTCOME, SHARES),
            usdc(bob, exchange, PAID),
            shares(exchange, exchange, bob, OUTCOME, SHARES),
            usdc(exchange, alice, PAID),
            emit(exchange, exchangeAbi, 'OrdersMatched', {
              takerOrderHash: orderHash('taker sell'),
              takerOrderMaker: alice,
              makerAssetId: OUTCOME,
              takerAssetId: 0n,
              makerAmountFilled: SHARES,
              takerAmountFilled: PAID,
            }),
          ],
        },
        line: 'Trader 0x7f3a…1d9b sold 120 shares of outcome #526221853331… for 62.4 USDC on Polymarket',
      },
      {
        name: 'a look-alike: the same events from a contract no list names',
        chain: POLYGON,
        tx: { from: relayer, to: unlisted, logs: buyLogs(unlisted, OUTCOME) },
        line: 'Called 0x7e57…c0de',
      },
      {
        name: 'a look-alike: the taker got another outcome than the one the match names',
        chain: POLYGON,
        tx: { from: relayer, to: exchange, logs: buyLogs(exchange, OTHER_OUTCOME) },
        line: 'Called Polymarket',
      },
    ],
  }
}
