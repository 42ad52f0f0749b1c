import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { wrappedNativeAbi } from '../standard-events'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Stargate v1's RouterETH, Router, Pool and Bridge, as @stargatefinance/stg-evm-v1 publishes them. */
const routerEth = parseAbi(['function swapETH(uint16 _dstChainId, address _refundAddress, bytes _toAddress, uint256 _amountLD, uint256 _minAmountLD) payable'])
const router = parseAbi([
  'struct lzTxObj { uint256 dstGasForCall; uint256 dstNativeAmount; bytes dstNativeAddr; }',
  'function swap(uint16 _dstChainId, uint256 _srcPoolId, uint256 _dstPoolId, address _refundAddress, uint256 _amountLD, uint256 _minAmountLD, lzTxObj _lzTxParams, bytes _to, bytes _payload) payable',
])
const pool = parseAbi([
  'event Swap(uint16 chainId, uint256 dstPoolId, address from, uint256 amountSD, uint256 eqReward, uint256 eqFee, uint256 protocolFee, uint256 lpFee)',
])
const bridge = parseAbi(['event SendMsg(uint8 msgType, uint64 nonce)'])
const { alice, unlisted } = PEOPLE
/** On Ethereum, where @stargatefinance/stg-evm-v1 lists them; the pools are found by their events. */
const ROUTER_ETH = '0xb1b2eef380f21747944f46d28f683cd1fbb4d03c'
const ROUTER = '0x8731d54e9d02c286767d56ac03e8037c07e01e98'
const SGETH = '0x72e2f4830b9e45d52f80ac08cb2bec0fef72ed9c'
const ETH_POOL = '0x101816545f6bd2b1076434b54383a1e633390a2e'
const USDC_POOL = '0xdf0770df86a8034b3efef0a1bb3c889b8332ff56'
const BASE = 184
const ARBITRUM = 110
const SENT_ETH = parseEther('0.00134227')
const MESSAGE_FEE = parseEther('0.000672644948547147')
const SENT_USDC = parseUnits('1000', 6)

const swapped = (at: string, chainId: number, from: string, amount: bigint) =>
  emit(at, pool, 'Swap', { chainId, dstPoolId: 13n, from, amountSD: amount - 1_000n, eqReward: 0n, eqFee: 400n, protocolFee: 600n, lpFee: 0n })
const sendMsg = (at: string) => emit(at, bridge, 'SendMsg', { msgType: 1, nonce: 14_759n })
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const swapEth = (chainId: number) =>
  encodeFunctionData({ abi: routerEth, functionName: 'swapETH', args: [chainId, alice, alice, SENT_ETH, (SENT_ETH * 995n) / 1000n] })
const swapUsdc = (chainId: number) =>
  encodeFunctionData({
    abi: router,
    functionName: 'swap',
    args: [chainId, 1n, 1n, alice, SENT_USDC, (SENT_USDC * 995n) / 1000n, { dstGasForCall: 0n, dstNativeAmount: 0n, dstNativeAddr: '0x' }, alice, '0x'],
  })
const usdcSwapLogs = (chainId: number, messenger: string) => [
  transfer(TOKENS.usdc, alice, USDC_POOL, SENT_USDC),
  swapped(USDC_POOL, chainId, ROUTER, SENT_USDC),
  sendMsg(messenger),
]

export const stargateBridgeCases: StoryCases = (listed) => {
  const stargateBridge = listed({ role: 'stargate-bridge' })
  return {
    kind: 'stargate-bridge',
    abis: [
      { source: '@stargatefinance/stg-evm-v1/artifacts/contracts/RouterETH.sol/RouterETH.json', abi: routerEth },
      { source: '@stargatefinance/stg-evm-v1/artifacts/contracts/Router.sol/Router.json', abi: router },
      { source: '@stargatefinance/stg-evm-v1/artifacts/contracts/Pool.sol/Pool.json', abi: pool },
      { source: '@stargatefinance/stg-evm-v1/artifacts/contracts/Bridge.sol/Bridge.json', abi: bridge },
      { source: 'viem erc20Abi', abi: erc20Abi },
    ],
    cases: [
      {
        name: 'ETH sent to Base through Stargate’s RouterETH, wrapped on the way, the rest of the coin the message’s fee',
        tx: {
          from: alice,
          to: ROUTER_ETH,
          value: SENT_ETH + MESSAGE_FEE,
          input: swapEth(BASE),
          logs: [
            emit(SGETH, wrappedNativeAbi, 'Deposit', { dst: ROUTER_ETH, wad: SENT_ETH }),
            transfer(SGETH, ROUTER_ETH, ETH_POOL, SENT_ETH),
            swapped(ETH_POOL, BASE, ROUTER_ETH, SENT_ETH),
            sendMsg(stargateBridge),
          ],
          internal: [{ from: ROUTER_ETH, to: SGETH, value: SENT_ETH }],
        },
        line: 'Bridged 0.00134227 ETH to Base',
        e2e: true,
      },
      {
        name: 'USDC sent to Arbitrum One through Stargate’s Router, the message paid in ETH',
        tx: { from: alice, to: ROUTER, value: MESSAGE_FEE, input: swapUsdc(ARBITRUM), logs: usdcSwapLogs(ARBITRUM, stargateBridge) },
        line: 'Bridged 1,000 USDC to Arbitrum One',
      },
      {
        name: 'a LayerZero chain id the lists do not name',
        tx: { from: alice, to: ROUTER, value: MESSAGE_FEE, input: swapUsdc(999), logs: usdcSwapLogs(999, stargateBridge) },
        line: 'Bridged 1,000 USDC through Stargate',
      },
      {
        name: 'a look-alike: the message sent by a contract no list names',
        tx: { from: alice, to: ROUTER, value: MESSAGE_FEE, input: swapUsdc(ARBITRUM), logs: usdcSwapLogs(ARBITRUM, unlisted) },
        line: 'Sent 0.000672644948547147 ETH and 1,000 USDC to 2 addresses',
      },
      {
        name: 'a look-alike: the sender’s USDC paid into another contract than the pool that logged the swap',
        tx: {
          from: alice,
          to: ROUTER,
          value: MESSAGE_FEE,
          input: swapUsdc(ARBITRUM),
          logs: [transfer(TOKENS.usdc, alice, unlisted, SENT_USDC), swapped(USDC_POOL, ARBITRUM, ROUTER, SENT_USDC), sendMsg(stargateBridge)],
        },
        line: 'Sent 0.000672644948547147 ETH and 1,000 USDC to 2 addresses',
      },
    ],
  }
}
