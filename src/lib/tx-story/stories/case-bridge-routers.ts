import { encodeFunctionData, erc20Abi, keccak256, parseEther, stringToHex, zeroAddress } from 'viem'
import { emit, type EmittedLog } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type CaseTx, type StoryCase } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Socket's gateway, Celer's cBridge and Synapse's bridge and router, from the verified-sources table. */
const socket = verifiedAbi('Socket Gateway')
const celer = verifiedAbi('Celer cBridge')
const synapse = verifiedAbi('Synapse Bridge')
const synapseRouter = verifiedAbi('Synapse Router')

const { alice, bob } = PEOPLE
/** Their contracts as each project publishes them, and the bridge a Socket route hands its tokens to. */
const SOCKET_GATEWAY = '0x3a23f943181408eac424116af7b7790c94cb97a5'
const CELER_BRIDGE = '0x5427fefa711eff984124bfbb1ab6fbf5e3da1820'
const SYNAPSE_BRIDGE = '0x2796317b0ff8538f253012862c06787adfb8ceb6'
const SYNAPSE_ROUTER = '0x7e7a0e201fd38d3adaa9523da6c109a07118c96a'
const ROUTE_BRIDGE = PEOPLE.unlisted
const SWAP_POOL = PEOPLE.bot
const BRIDGED = 1_000_000_000n
const SWAPPED_DAI = parseEther('1000')
const SWAPPED_USDC = 999_120_000n
const ACROSS_ROUTE = keccak256(stringToHex('Across'))
const NO_QUERY = { swapAdapter: zeroAddress, tokenOut: TOKENS.usdc, minAmountOut: BRIDGED, deadline: 1_732_960_811n, rawParams: '0x' } as const

/** A Socket route's bridge event, by `sender` for alice. */
const socketBridge = (fields: { amount: bigint; token: `0x${string}`; sender?: `0x${string}` }) =>
  emit(SOCKET_GATEWAY, socket, 'SocketBridge', {
    toChainId: 42161n,
    bridgeName: ACROSS_ROUTE,
    sender: alice,
    receiver: alice,
    metadata: keccak256(stringToHex('bungee')),
    ...fields,
  })

/** Alice's call of the gateway's route `routeId`, which logged `logs`. */
const socketRoute = (routeId: number, logs: EmittedLog[]): CaseTx => ({
  from: alice,
  to: SOCKET_GATEWAY,
  input: encodeFunctionData({ abi: socket, functionName: 'executeRoute', args: [routeId, '0x'] }),
  logs,
})

/** A Socket route that bridges the USDC the sender put in, as `sender` named by the gateway's event. */
const usdcRoute = (sender: `0x${string}` = alice) =>
  socketRoute(384, [
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: SOCKET_GATEWAY, value: BRIDGED }),
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: SOCKET_GATEWAY, to: ROUTE_BRIDGE, value: BRIDGED }),
    socketBridge({ amount: BRIDGED, token: TOKENS.usdc, sender }),
  ])

/** Synapse's router taking the sender's USDC to its bridge, whose deposit event names `amount`. */
const synapseBridge = (amount: bigint) => ({
  from: alice,
  to: SYNAPSE_ROUTER,
  input: encodeFunctionData({ abi: synapseRouter, functionName: 'bridge', args: [alice, 8453n, TOKENS.usdc, BRIDGED, NO_QUERY, NO_QUERY] }),
  logs: [
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: SYNAPSE_ROUTER, value: BRIDGED }),
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: SYNAPSE_ROUTER, to: SYNAPSE_BRIDGE, value: BRIDGED }),
    emit(SYNAPSE_BRIDGE, synapse, 'TokenDeposit', { to: alice, chainId: 8453n, token: TOKENS.usdc, amount }),
  ],
})

export const ROUTER_ABIS = [
  { source: 'verified: Socket Gateway', abi: socket },
  { source: 'verified: Celer cBridge', abi: celer },
  { source: 'verified: Synapse Bridge', abi: synapse },
  { source: 'verified: Synapse Router', abi: synapseRouter },
] as const

/** Deposits that cross-chain routers report, and their look-alikes. */
export const ROUTER_CASES: readonly StoryCase[] = [
  {
    name: 'USDC bridged to Arbitrum One by a Socket route',
    tx: usdcRoute(),
    line: 'Bridged 1,000 USDC to Arbitrum One',
  },
  {
    name: 'DAI swapped into USDC by a Socket route and bridged to Arbitrum One',
    tx: socketRoute(401, [
      emit(TOKENS.dai, erc20Abi, 'Transfer', { from: alice, to: SOCKET_GATEWAY, value: SWAPPED_DAI }),
      emit(TOKENS.dai, erc20Abi, 'Transfer', { from: SOCKET_GATEWAY, to: SWAP_POOL, value: SWAPPED_DAI }),
      emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: SWAP_POOL, to: SOCKET_GATEWAY, value: SWAPPED_USDC }),
      emit(SOCKET_GATEWAY, socket, 'SocketSwapTokens', {
        fromToken: TOKENS.dai,
        toToken: TOKENS.usdc,
        buyAmount: SWAPPED_USDC,
        sellAmount: SWAPPED_DAI,
        routeName: keccak256(stringToHex('OneInch')),
        receiver: SOCKET_GATEWAY,
        metadata: keccak256(stringToHex('bungee')),
      }),
      emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: SOCKET_GATEWAY, to: ROUTE_BRIDGE, value: SWAPPED_USDC }),
      socketBridge({ amount: SWAPPED_USDC, token: TOKENS.usdc }),
    ]),
    line: 'Bridged 1,000 DAI to Arbitrum One as 999.12 USDC',
  },
  {
    name: 'a look-alike: a Socket bridge event naming another sender than the transaction’s',
    tx: usdcRoute(bob),
    line: 'Sent 1,000 USDC to 0x7e57…c0de',
  },
  {
    name: 'ETH sent to OP Mainnet through Celer’s cBridge, logged as its wrapped token',
    tx: {
      from: alice,
      to: CELER_BRIDGE,
      value: parseEther('0.5'),
      input: encodeFunctionData({ abi: celer, functionName: 'sendNative', args: [alice, parseEther('0.5'), 10n, 1_732_960_811_000n, 5_000] }),
      logs: [
        emit(CELER_BRIDGE, celer, 'Send', {
          transferId: keccak256(stringToHex('a cBridge transfer')),
          sender: alice,
          receiver: alice,
          token: TOKENS.weth,
          amount: parseEther('0.5'),
          dstChainId: 10n,
          nonce: 1_732_960_811_000n,
          maxSlippage: 5_000,
        }),
      ],
    },
    line: 'Bridged 0.5 ETH to OP Mainnet',
  },
  {
    name: 'USDC bridged to Base through Synapse’s router',
    tx: synapseBridge(BRIDGED),
    line: 'Bridged 1,000 USDC to Base',
  },
  {
    name: 'a look-alike: a Synapse deposit naming more USDC than the sender put in',
    tx: synapseBridge(BRIDGED + 1n),
    line: 'Sent 1,000 USDC to 0x2796…ceb6',
  },
]
