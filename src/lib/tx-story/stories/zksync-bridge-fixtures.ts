import { encodeFunctionData, erc20Abi, parseAbi, parseEther, type Hex } from 'viem'
import { emit, storyHash, type EmittedLog } from '../../../../mocks/fixtures/story-encoding'
import type { CaseTx, StoryCaseTable } from './case-fixture'
import { TOKENS } from './case-people'

/** ZKsync's Bridgehub and shared bridge on Ethereum, where its deposits start and its withdrawals end. */
export const ZKSYNC = {
  bridgehub: '0x303a465b659cbb0ab36ee643ea362c509eeb5213',
  sharedBridge: '0xd7f9f54194c633f36ccd5f3da84ad4a1c38cb2cb',
  /** the id of ZKsync Era, the ZK chain the deposits go to */
  era: 324n,
  /** how the shared bridge names the chain's coin among tokens */
  eth: '0x0000000000000000000000000000000000000001',
} as const

const bridgehub = parseAbi([
  'struct L2TransactionRequestDirect { uint256 chainId; uint256 mintValue; address l2Contract; uint256 l2Value; bytes l2Calldata; uint256 l2GasLimit; uint256 l2GasPerPubdataByteLimit; bytes[] factoryDeps; address refundRecipient; }',
  'struct L2TransactionRequestTwoBridgesOuter { uint256 chainId; uint256 mintValue; uint256 l2Value; uint256 l2GasLimit; uint256 l2GasPerPubdataByteLimit; address refundRecipient; address secondBridgeAddress; uint256 secondBridgeValue; bytes secondBridgeCalldata; }',
  'function requestL2TransactionDirect(L2TransactionRequestDirect _request) payable returns (bytes32 canonicalTxHash)',
  'function requestL2TransactionTwoBridges(L2TransactionRequestTwoBridgesOuter _request) payable returns (bytes32 canonicalTxHash)',
])

const sharedBridge = parseAbi([
  'event BridgehubDepositBaseTokenInitiated(uint256 indexed chainId, address indexed from, address l1Token, uint256 amount)',
  'event BridgehubDepositInitiated(uint256 indexed chainId, bytes32 indexed txDataHash, address indexed from, address to, address l1Token, uint256 amount)',
  'event WithdrawalFinalizedSharedBridge(uint256 indexed chainId, address indexed to, address indexed l1Token, uint256 amount)',
  'function finalizeWithdrawal(uint256 _chainId, uint256 _l2BatchNumber, uint256 _l2MessageIndex, uint16 _l2TxNumberInBatch, bytes _message, bytes32[] _merkleProof)',
])

/** The declarations the cases are encoded with, as zksync-ethers publishes them. */
export const ZKSYNC_ABIS: StoryCaseTable['abis'] = [
  { source: 'zksync-ethers/abi/IBridgehub.json', abi: bridgehub },
  { source: 'zksync-ethers/abi/IL1SharedBridge.json', abi: sharedBridge },
]

const GAS = 400_000n
const PUBDATA = 800n
export const ZKSYNC_L2_GAS = parseEther('0.0004')
export const ZKSYNC_USDC = 1_000_000_000n

interface BaseDeposit {
  from: `0x${string}`
  value: bigint
  /** what the base-token event says, where it differs from the call */
  logged?: { from?: `0x${string}`; amount?: bigint; chainId?: bigint }
}

/** ETH sent to a ZK chain through the Bridgehub's direct request: the coin is the deposit and pays its L2 gas. */
export function ethDeposit({ from, value, logged = {} }: BaseDeposit): CaseTx {
  const request = {
    chainId: ZKSYNC.era,
    mintValue: value,
    l2Contract: from,
    l2Value: value - ZKSYNC_L2_GAS,
    l2Calldata: '0x' as Hex,
    l2GasLimit: GAS,
    l2GasPerPubdataByteLimit: PUBDATA,
    factoryDeps: [],
    refundRecipient: from,
  }
  return {
    from,
    to: ZKSYNC.bridgehub,
    value,
    input: encodeFunctionData({ abi: bridgehub, functionName: 'requestL2TransactionDirect', args: [request] }),
    internal: [{ from: ZKSYNC.bridgehub, to: ZKSYNC.sharedBridge, value }],
    logs: [
      emit(ZKSYNC.sharedBridge, sharedBridge, 'BridgehubDepositBaseTokenInitiated', {
        chainId: logged.chainId ?? ZKSYNC.era,
        from: logged.from ?? from,
        l1Token: ZKSYNC.eth,
        amount: logged.amount ?? value,
      }),
    ],
  }
}

/** USDC sent to ZKsync Era through the Bridgehub and the shared bridge, the L2 gas paid in ETH beside it. */
export function usdcDeposit(from: `0x${string}`, logged: { amount?: bigint } = {}): CaseTx {
  const request = {
    chainId: ZKSYNC.era,
    mintValue: ZKSYNC_L2_GAS,
    l2Value: 0n,
    l2GasLimit: GAS,
    l2GasPerPubdataByteLimit: PUBDATA,
    refundRecipient: from,
    secondBridgeAddress: ZKSYNC.sharedBridge,
    secondBridgeValue: 0n,
    secondBridgeCalldata: '0x' as Hex,
  }
  return {
    from,
    to: ZKSYNC.bridgehub,
    value: ZKSYNC_L2_GAS,
    input: encodeFunctionData({ abi: bridgehub, functionName: 'requestL2TransactionTwoBridges', args: [request] }),
    internal: [{ from: ZKSYNC.bridgehub, to: ZKSYNC.sharedBridge, value: ZKSYNC_L2_GAS }],
    logs: [
      emit(TOKENS.usdc, erc20Abi, 'Transfer', { from, to: ZKSYNC.sharedBridge, value: ZKSYNC_USDC }),
      emit(ZKSYNC.sharedBridge, sharedBridge, 'BridgehubDepositBaseTokenInitiated', { chainId: ZKSYNC.era, from, l1Token: ZKSYNC.eth, amount: ZKSYNC_L2_GAS }),
      emit(ZKSYNC.sharedBridge, sharedBridge, 'BridgehubDepositInitiated', {
        chainId: ZKSYNC.era,
        txDataHash: storyHash('a ZKsync deposit'),
        from,
        to: from,
        l1Token: TOKENS.usdc,
        amount: logged.amount ?? ZKSYNC_USDC,
      }),
    ],
  }
}

interface Exit {
  /** who sends the finalizing call: the recipient, or a relayer for it */
  from: `0x${string}`
  to: `0x${string}`
  token: `0x${string}` | null
  amount: bigint
  /** whether the payout shows in what moved */
  paid?: boolean
}

/** A withdrawal from ZKsync Era finalized by the shared bridge on Ethereum: the coin or a token paid to `to`. */
export function exit({ from, to, token, amount, paid = true }: Exit): CaseTx {
  const payout: Pick<CaseTx, 'internal'> & { logs: EmittedLog[] } =
    token === null
      ? { internal: paid ? [{ from: ZKSYNC.sharedBridge, to, value: amount }] : [], logs: [] }
      : { logs: paid ? [emit(token, erc20Abi, 'Transfer', { from: ZKSYNC.sharedBridge, to, value: amount })] : [] }
  return {
    from,
    to: ZKSYNC.sharedBridge,
    input: encodeFunctionData({
      abi: sharedBridge,
      functionName: 'finalizeWithdrawal',
      args: [ZKSYNC.era, 512_204n, 77n, 3, '0x', [storyHash('a ZKsync proof')]],
    }),
    internal: payout.internal,
    logs: [
      ...payout.logs,
      emit(ZKSYNC.sharedBridge, sharedBridge, 'WithdrawalFinalizedSharedBridge', { chainId: ZKSYNC.era, to, l1Token: token ?? ZKSYNC.eth, amount }),
    ],
  }
}
