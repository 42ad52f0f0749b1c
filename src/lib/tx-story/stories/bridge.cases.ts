import { erc20Abi, parseEther } from 'viem'
import { emit, storyHash, type EmittedLog } from '../../../../mocks/fixtures/story-encoding'
import { encodeFunctionData, encodePacked, pad, parseAbi, zeroAddress } from 'viem'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'
import { ethDeposit, usdcDeposit, ZKSYNC_ABIS, ZKSYNC_USDC } from './zksync-bridge-fixtures'
import { OMNIBRIDGE_ABIS, OTHER_MESSAGE, usdcToGnosis } from './omnibridge-fixtures'
import { ROUTER_ABIS, ROUTER_CASES } from './case-bridge-routers'

const { alice, bob } = PEOPLE
const hop = verifiedAbi('Hop L1 ETH bridge')
const hopL2 = verifiedAbi('Hop L2 ETH bridge')
const lifi = verifiedAbi('LI.FI Diamond')
const across = verifiedAbi('Across SpokePool')
const cctpV1 = verifiedAbi('Circle CCTP TokenMessenger')
const cctpV2 = verifiedAbi('Circle CCTP TokenMessengerV2')
const cctpTransmitter = verifiedAbi('Circle CCTP MessageTransmitter')
/** Circle's TokenMinter, which no published list names: the messenger moves the deposit to it, and it burns it. */
const TOKEN_MINTER = PEOPLE.unlisted
const BURNED = 2_506_118_420n
const HOP_ETH_BRIDGE = '0xb8901acb165ed027e32754e0ffe830802919727f'
const ACROSS_SPOKE_POOL = '0x5c7bcd6e7de5423a257d81b442095a1a6ced35c5'
const HOPPED = 3_213_520_671_386_352n
const ACROSSED = 422_866_751n
const word = (address: string) => pad(address as `0x${string}`)
/** OP Stack's OptimismPortal and L1StandardBridge, and Arbitrum's Inbox, as their packages publish them. */
const portal = parseAbi([
  'function depositTransaction(address _to, uint256 _value, uint64 _gasLimit, bool _isCreation, bytes _data) payable',
  'event TransactionDeposited(address indexed from, address indexed to, uint256 indexed version, bytes opaqueData)',
])
const standardBridge = parseAbi([
  'function depositETH(uint32 _minGasLimit, bytes _extraData) payable',
  'event ETHDepositInitiated(address indexed from, address indexed to, uint256 amount, bytes extraData)',
  'event ETHBridgeInitiated(address indexed from, address indexed to, uint256 amount, bytes extraData)',
  'function depositERC20(address _l1Token, address _l2Token, uint256 _amount, uint32 _minGasLimit, bytes _extraData)',
  'event ERC20DepositInitiated(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount, bytes extraData)',
])
const arbitrumGateway = verifiedAbi('Arbitrum One L1 ERC20 gateway')
/** A token's own bridge on a rollup's messaging (Lido's wstETH bridges, Maker's DAI bridges): no list names it. */
const OWN_BRIDGE = PEOPLE.unlisted
const OWN_BRIDGED = parseEther('120')
/** DAI deposited into a token's own OP Stack bridge, which asks the rollup's portal to carry the message. */
const ownOpDeposit = (portals: readonly `0x${string}`[], fields: { from?: `0x${string}`; amount?: bigint } = {}) => ({
  from: alice,
  to: OWN_BRIDGE,
  input: encodeFunctionData({ abi: standardBridge, functionName: 'depositERC20', args: [TOKENS.dai, L2_DAI, OWN_BRIDGED, 200_000, '0x'] }),
  logs: [
    emit(TOKENS.dai, erc20Abi, 'Transfer', { from: alice, to: OWN_BRIDGE, value: OWN_BRIDGED }),
    emit(OWN_BRIDGE, standardBridge, 'ERC20DepositInitiated', {
      l1Token: TOKENS.dai,
      l2Token: L2_DAI,
      from: fields.from ?? alice,
      to: alice,
      amount: fields.amount ?? OWN_BRIDGED,
      extraData: '0x',
    }),
    ...portals.map((portalAddress) =>
      emit(portalAddress, portal, 'TransactionDeposited', { from: OWN_BRIDGE, to: L2_MESSENGER, version: 0n, opaqueData: opaque(0n) }),
    ),
  ],
})
const arbitrumChildGateway = verifiedAbi('Arbitrum One L2 ERC20 gateway')
const ARBITRUM_LINK = '0xf97f4df75117a78c1a5a0dbb814af92458539fb4'
const ARBITRUM_LINK_WITHDRAWN = 25_000_000_000_000_000_000n
/** LINK burned on Arbitrum One by a custom child gateway (no list names it), ArbSys carrying the message to Ethereum. */
const ownChildWithdrawal = (burned: bigint) => ({
  from: alice,
  to: OWN_BRIDGE,
  logs: [
    emit(ARBITRUM_LINK, erc20Abi, 'Transfer', { from: alice, to: zeroAddress, value: burned }),
    emit(OWN_BRIDGE, arbitrumChildGateway, 'WithdrawalInitiated', {
      l1Token: '0x514910771af9ca656af840dff83e8264ecf986ca',
      _from: alice,
      _to: alice,
      _l2ToL1Id: 88_112_003_772n,
      _exitNum: 0n,
      _amount: ARBITRUM_LINK_WITHDRAWN,
    }),
    emit(ARB_SYS, arbSys, 'L2ToL1Tx', {
      caller: OWN_BRIDGE,
      destination: '0x09e9222e96e7b4ae2a407b98d48e330053351eee',
      hash: 88_112_003_772n,
      position: 157_312n,
      arbBlockNum: 283_000_105n,
      ethBlockNum: 21_300_000n,
      timestamp: 1_732_870_010n,
      callvalue: 0n,
      data: '0x',
    }),
  ],
})
/** USDC.e on OP Mainnet, withdrawn through a token's own L2 bridge. */
const OP_USDC = '0x7f5c764cbc14f9669b88837ca1490cca17c31607'
const OWN_WITHDRAWN = 250_000_000n
/** DAI on OP Mainnet, as the token's own bridge mints it there. */
const L2_DAI = '0xda10009cbd5d07dd0cecc66161fc93d7c9000da1'
const inbox = parseAbi(['function depositEth() payable returns (uint256)', 'event InboxMessageDelivered(uint256 indexed messageNum, bytes data)'])
/** The way back: OP Stack's L2StandardBridge and message passer, Arbitrum's ArbSys, Polygon PoS's contracts, as published. */
const l2StandardBridge = parseAbi([
  'function withdraw(address _l2Token, uint256 _amount, uint32 _minGasLimit, bytes _extraData) payable',
  'event WithdrawalInitiated(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount, bytes extraData)',
  'event ETHBridgeInitiated(address indexed from, address indexed to, uint256 amount, bytes extraData)',
])
const messagePasser = parseAbi([
  'event MessagePassed(uint256 indexed nonce, address indexed sender, address indexed target, uint256 value, uint256 gasLimit, bytes data, bytes32 withdrawalHash)',
])
const arbSys = parseAbi([
  'function withdrawEth(address destination) payable returns (uint256)',
  'event L2ToL1Tx(address caller, address indexed destination, uint256 indexed hash, uint256 indexed position, uint256 arbBlockNum, uint256 ethBlockNum, uint256 timestamp, uint256 callvalue, bytes data)',
])
const rootChainManager = parseAbi(['function depositFor(address user, address rootToken, bytes depositData)'])
const erc20Predicate = parseAbi(['event LockedERC20(address indexed depositor, address indexed depositReceiver, address indexed rootToken, uint256 amount)'])
const mrc20 = parseAbi([
  'function withdraw(uint256 amount) payable',
  'event Withdraw(address indexed token, address indexed from, uint256 amount, uint256 input1, uint256 output1)',
  'event LogFeeTransfer(address indexed token, address indexed from, address indexed to, uint256 amount, uint256 input1, uint256 input2, uint256 output1, uint256 output2)',
])
const childToken = parseAbi(['function withdraw(uint256 amount)'])
/** OP Stack's predeploys, at the addresses its specification fixes on every OP Stack chain */
const L2_STANDARD_BRIDGE = '0x4200000000000000000000000000000000000010'
const L2_TO_L1_MESSAGE_PASSER = '0x4200000000000000000000000000000000000016'
const L2_MESSENGER = '0x4200000000000000000000000000000000000007'
const L2_ETH = '0xdeaddeaddeaddeaddeaddeaddeaddeaddead0000'
/** ArbSys, the precompile Arbitrum fixes at 0x64 */
const ARB_SYS = '0x0000000000000000000000000000000000000064'
/** Polygon's native coin contract (MRC20), which logs every transaction's fee */
const POL_CONTRACT = '0x0000000000000000000000000000000000001010'
/** WETH on Polygon, a PoS child token */
const POLYGON_WETH = '0x7ceb23fd6bc0add59e62ac25578270cff1b9f619'
const POLYGON_VALIDATOR = '0x1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f'
const WITHDRAWN = parseEther('98.35')
/** Hop's ETH bridge on Arbitrum One and the AMM wrapper users call, and LI.FI's diamond (the same address on every chain) */
const HOP_L2_ETH_BRIDGE = '0x3749c4f034022c39ecaffaba182555d4508caccc'
const HOP_AMM_WRAPPER = '0x33ceb27b39d2bb7d2e61f7564d3df29344020417'
const ARBITRUM_WETH = '0x82af49447d8a07e3bd95bd0d56f35241523fbab1'
const HOP_ETH = '0xda7c0de432a9346bb6e96ac74e3b61a36d8a77eb'
const LIFI_DIAMOND = '0x1231deb6f5749ef6ce6943a275a1d3e7486f4eae'
/** a bridge's escrow that takes what LI.FI hands it */
const BRIDGE_ESCROW = PEOPLE.unlisted
const HOPPED_L2 = parseEther('0.199')
const HOP_AMOUNT = 198_912_701_910_982_401n
const SWAPPED_DAI = parseEther('1000')
const SWAPPED_USDC = 999_120_000n
/** LI.FI's chain id for Solana, which no EVM list names */
const LIFI_SOLANA = 1_151_111_081_099_710n

/** Hop's L2 bridge burning the wrapper's hETH to send it to another chain, as it logs it. */
const hopTransferSent = (chainId: bigint, recipient: `0x${string}`) => [
  emit(ARBITRUM_WETH, erc20Abi, 'Transfer', { from: zeroAddress, to: HOP_AMM_WRAPPER, value: HOPPED_L2 }),
  emit(HOP_ETH, erc20Abi, 'Transfer', { from: HOP_AMM_WRAPPER, to: zeroAddress, value: HOP_AMOUNT }),
  emit(HOP_L2_ETH_BRIDGE, hopL2, 'TransferSent', {
    transferId: storyHash('a Hop transfer'),
    chainId,
    recipient,
    amount: HOP_AMOUNT,
    transferNonce: storyHash('a Hop nonce'),
    bonderFee: 4_034_870_881_159_123n,
    index: 234n,
    amountOutMin: 0n,
    deadline: 0n,
  }),
]

/** LI.FI's diamond starting a bridge, as it logs it. */
const lifiStarted = (fields: { sendingAssetId: `0x${string}`; minAmount: bigint; destinationChainId: bigint; hasSourceSwaps: boolean }) =>
  emit(LIFI_DIAMOND, lifi, 'LiFiTransferStarted', {
    bridgeData: {
      transactionId: storyHash('a LI.FI transfer'),
      bridge: 'across',
      integrator: 'jumper.exchange',
      referrer: zeroAddress,
      receiver: alice,
      hasDestinationCall: false,
      ...fields,
    },
  })

/** The fee log Polygon adds to each transaction: the sender's fee, in POL, to the block's validator. */
const polygonFee = (from: `0x${string}`) =>
  emit(POL_CONTRACT, mrc20, 'LogFeeTransfer', {
    token: POL_CONTRACT,
    from,
    to: POLYGON_VALIDATOR,
    amount: 2_380_000_000_000_000n,
    input1: parseEther('120'),
    input2: parseEther('4'),
    output1: parseEther('120') - 2_380_000_000_000_000n,
    output2: parseEther('4') + 2_380_000_000_000_000n,
  })
const opaque = (value: bigint) => encodePacked(['uint256', 'uint256', 'uint64', 'bool'], [value, value, 100_000n, false])

/** What a CCTP burn logs around its deposit event: the deposit moved to the minter, burned, and Circle's message. */
function cctpBurnLogs(transmitter: `0x${string}`, depositor: `0x${string}`, messenger: `0x${string}`, deposit: EmittedLog[]) {
  return [
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: depositor, to: TOKEN_MINTER, value: BURNED }),
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: TOKEN_MINTER, to: zeroAddress, value: BURNED }),
    emit(transmitter, cctpTransmitter, 'MessageSent', {
      message: encodePacked(['uint32', 'uint32', 'address', 'uint256'], [0, 6, messenger, BURNED]),
    }),
    ...deposit,
  ]
}

const cctpV2Deposit = (messenger: `0x${string}`, depositor: `0x${string}`, destinationDomain: number) =>
  emit(messenger, cctpV2, 'DepositForBurn', {
    burnToken: TOKENS.usdc,
    amount: BURNED,
    depositor,
    mintRecipient: word(depositor),
    destinationDomain,
    destinationTokenMessenger: word(messenger),
    destinationCaller: word(zeroAddress),
    maxFee: 250_000n,
    minFinalityThreshold: 1000,
    hookData: '0x',
  })

export const bridgeCases: StoryCases = (listed) => {
  /** Polygon PoS's RootChainManager and its ERC20 predicate, two of its bridge's contracts on Ethereum */
  const polygonRoot = listed({ role: 'bridge', protocol: 'Polygon PoS bridge' })
  const polygon = { rootChainManager: polygonRoot, erc20Predicate: listed({ role: 'bridge', protocol: 'Polygon PoS bridge' }, [polygonRoot]) }
  const cctpTransmitterV1 = listed({ role: 'cctp-message-transmitter', protocol: 'Circle CCTP v1' })
  const basePortal = listed({ role: 'bridge', protocol: 'Base bridge' })
  const opStandardBridge = listed({ role: 'bridge', protocol: 'OP Mainnet bridge' })
  const opPortal = listed({ role: 'bridge', protocol: 'OP Mainnet bridge' }, [opStandardBridge])
  const arbitrumInbox = listed({ role: 'bridge', protocol: 'Arbitrum One bridge' })
  const cctpTokenMessengerV1 = listed({ role: 'cctp-token-messenger', protocol: 'Circle CCTP v1' })
  const cctpTokenMessengerV2 = listed({ role: 'cctp-token-messenger', protocol: 'Circle CCTP v2' })
  return {
    kind: 'bridge',
    abis: [
      { source: 'viem erc20Abi', abi: erc20Abi },
      { source: '@eth-optimism/contracts-bedrock/forge-artifacts/OptimismPortal.sol/OptimismPortal.json', abi: portal },
      { source: '@eth-optimism/contracts-bedrock/forge-artifacts/L1StandardBridge.sol/L1StandardBridge.json', abi: standardBridge },
      { source: '@arbitrum/nitro-contracts/build/contracts/src/bridge/Inbox.sol/Inbox.json', abi: inbox },
      { source: '@eth-optimism/contracts-bedrock/forge-artifacts/L2StandardBridge.sol/L2StandardBridge.json', abi: l2StandardBridge },
      { source: '@eth-optimism/contracts-bedrock/forge-artifacts/L2ToL1MessagePasser.sol/L2ToL1MessagePasser.json', abi: messagePasser },
      { source: '@arbitrum/nitro-contracts/build/contracts/src/precompiles/ArbSys.sol/ArbSys.json', abi: arbSys },
      { source: '@maticnetwork/meta/network/mainnet/v1/artifacts/pos/RootChainManager.json', abi: rootChainManager },
      { source: '@maticnetwork/meta/network/mainnet/v1/artifacts/pos/ERC20Predicate.json', abi: erc20Predicate },
      { source: '@maticnetwork/meta/network/mainnet/v1/artifacts/plasma/MRC20.json', abi: mrc20 },
      { source: '@maticnetwork/meta/network/mainnet/v1/artifacts/pos/ChildERC20.json', abi: childToken },
      { source: 'verified: Hop L1 ETH bridge', abi: hop },
      { source: 'verified: Hop L2 ETH bridge', abi: hopL2 },
      { source: 'verified: LI.FI Diamond', abi: lifi },
      { source: 'verified: Across SpokePool', abi: across },
      { source: 'verified: Arbitrum One L1 ERC20 gateway', abi: arbitrumGateway },
      { source: 'verified: Arbitrum One L2 ERC20 gateway', abi: arbitrumChildGateway },
      { source: 'verified: Circle CCTP TokenMessenger', abi: cctpV1 },
      { source: 'verified: Circle CCTP TokenMessengerV2', abi: cctpV2 },
      { source: 'verified: Circle CCTP MessageTransmitter', abi: cctpTransmitter },
      ...ZKSYNC_ABIS,
      ...OMNIBRIDGE_ABIS,
      ...ROUTER_ABIS,
    ],
    cases: [
      {
        name: 'ETH sent to Base’s OptimismPortal',
        tx: {
          from: alice,
          to: basePortal,
          value: parseEther('0.1'),
          gasUsed: 73_000n,
          input: encodeFunctionData({ abi: portal, functionName: 'depositTransaction', args: [alice, parseEther('0.1'), 100_000n, false, '0x'] }),
          logs: [emit(basePortal, portal, 'TransactionDeposited', { from: alice, to: alice, version: 0n, opaqueData: opaque(parseEther('0.1')) })],
        },
        line: 'Bridged 0.1 ETH to Base',
        e2e: true,
      },
      {
        name: 'ETH sent to OP Mainnet’s standard bridge',
        tx: {
          from: alice,
          to: opStandardBridge,
          value: parseEther('0.2'),
          gasUsed: 81_000n,
          input: encodeFunctionData({ abi: standardBridge, functionName: 'depositETH', args: [200_000, '0x'] }),
          logs: [
            emit(opStandardBridge, standardBridge, 'ETHDepositInitiated', { from: alice, to: alice, amount: parseEther('0.2'), extraData: '0x' }),
            emit(opStandardBridge, standardBridge, 'ETHBridgeInitiated', { from: alice, to: alice, amount: parseEther('0.2'), extraData: '0x' }),
          ],
        },
        line: 'Bridged 0.2 ETH to OP Mainnet',
      },
      {
        name: 'ETH deposited into Arbitrum One’s inbox',
        tx: {
          from: bob,
          to: arbitrumInbox,
          value: 8_374_552_015_335_015n,
          gasUsed: 96_000n,
          input: encodeFunctionData({ abi: inbox, functionName: 'depositEth' }),
          logs: [
            emit(arbitrumInbox, inbox, 'InboxMessageDelivered', {
              messageNum: 1_893_771n,
              data: encodePacked(['address', 'uint256'], [bob, 8_374_552_015_335_015n]),
            }),
          ],
        },
        line: 'Bridged 0.008374552015335015 ETH to Arbitrum One',
      },
      {
        name: 'ETH sent through Hop, whose event names OP Mainnet by its chain id',
        tx: {
          from: alice,
          to: HOP_ETH_BRIDGE,
          value: HOPPED,
          input: encodeFunctionData({ abi: hop, functionName: 'sendToL2', args: [10n, alice, HOPPED, 0n, 0n, zeroAddress, 0n] }),
          logs: [
            emit(HOP_ETH_BRIDGE, hop, 'TransferSentToL2', {
              chainId: 10n,
              recipient: alice,
              amount: HOPPED,
              amountOutMin: 0n,
              deadline: 0n,
              relayer: zeroAddress,
              relayerFee: 0n,
            }),
          ],
        },
        line: 'Bridged 0.003213520671386352 ETH to OP Mainnet',
      },
      {
        name: 'USDT deposited into Across for Arbitrum One',
        tx: {
          from: bob,
          to: ACROSS_SPOKE_POOL,
          input: encodeFunctionData({
            abi: across,
            functionName: 'deposit',
            args: [
              word(bob),
              word(bob),
              word(TOKENS.usdt),
              word(TOKENS.usdt),
              ACROSSED,
              ACROSSED - 1_000_000n,
              42161n,
              word(zeroAddress),
              1_732_870_000,
              1_732_880_000,
              0,
              '0x',
            ],
          }),
          logs: [
            emit(TOKENS.usdt, erc20Abi, 'Transfer', { from: bob, to: ACROSS_SPOKE_POOL, value: ACROSSED }),
            emit(ACROSS_SPOKE_POOL, across, 'FundsDeposited', {
              inputToken: word(TOKENS.usdt),
              outputToken: word(TOKENS.usdt),
              inputAmount: ACROSSED,
              outputAmount: ACROSSED - 1_000_000n,
              destinationChainId: 42161n,
              depositId: 3_912_224n,
              quoteTimestamp: 1_732_870_000,
              fillDeadline: 1_732_880_000,
              exclusivityDeadline: 0,
              depositor: word(bob),
              recipient: word(bob),
              exclusiveRelayer: word(zeroAddress),
              message: '0x',
            }),
          ],
        },
        line: 'Bridged 422.866751 USDT to Arbitrum One',
      },
      {
        name: 'USDC deposited into Across’s SpokePool for Base, logged with the event of before bytes32 addresses',
        tx: {
          from: bob,
          to: ACROSS_SPOKE_POOL,
          input: encodeFunctionData({
            abi: across,
            functionName: 'depositV3',
            args: [bob, bob, TOKENS.usdc, zeroAddress, ACROSSED, ACROSSED - 400_000n, 8453n, zeroAddress, 1_720_000_000, 1_720_010_000, 0, '0x'],
          }),
          logs: [
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: bob, to: ACROSS_SPOKE_POOL, value: ACROSSED }),
            emit(ACROSS_SPOKE_POOL, across, 'V3FundsDeposited', {
              inputToken: TOKENS.usdc,
              outputToken: zeroAddress,
              inputAmount: ACROSSED,
              outputAmount: ACROSSED - 400_000n,
              destinationChainId: 8453n,
              depositId: 1_204_117,
              quoteTimestamp: 1_720_000_000,
              fillDeadline: 1_720_010_000,
              exclusivityDeadline: 0,
              depositor: bob,
              recipient: bob,
              exclusiveRelayer: zeroAddress,
              message: '0x',
            }),
          ],
        },
        line: 'Bridged 422.866751 USDC to Base',
      },
      {
        name: 'USDC burned through Circle’s CCTP v1 TokenMessenger for Arbitrum One (domain 3)',
        tx: {
          from: bob,
          to: cctpTokenMessengerV1,
          input: encodeFunctionData({ abi: cctpV1, functionName: 'depositForBurn', args: [BURNED, 3, word(bob), TOKENS.usdc] }),
          logs: cctpBurnLogs(cctpTransmitterV1, bob, cctpTokenMessengerV1, [
            emit(cctpTokenMessengerV1, cctpV1, 'DepositForBurn', {
              nonce: 184_223n,
              burnToken: TOKENS.usdc,
              amount: BURNED,
              depositor: bob,
              mintRecipient: word(bob),
              destinationDomain: 3,
              destinationTokenMessenger: word(cctpTokenMessengerV1),
              destinationCaller: word(zeroAddress),
            }),
          ]),
        },
        line: 'Bridged 2,506.11842 USDC to Arbitrum One',
      },
      {
        name: 'USDC burned through CCTP v2 for Base (domain 6), with a fast-transfer fee cap',
        tx: {
          from: alice,
          to: cctpTokenMessengerV2,
          input: encodeFunctionData({
            abi: cctpV2,
            functionName: 'depositForBurn',
            args: [BURNED, 6, word(alice), TOKENS.usdc, word(zeroAddress), 250_000n, 1000],
          }),
          logs: cctpBurnLogs(cctpTransmitterV1, alice, cctpTokenMessengerV2, [cctpV2Deposit(cctpTokenMessengerV2, alice, 6)]),
        },
        line: 'Bridged 2,506.11842 USDC to Base',
      },
      {
        name: 'ETH withdrawn from Base to Ethereum through the L2StandardBridge',
        chain: 'base',
        tx: {
          from: alice,
          to: L2_STANDARD_BRIDGE,
          value: parseEther('1.5'),
          input: encodeFunctionData({ abi: l2StandardBridge, functionName: 'withdraw', args: [L2_ETH, parseEther('1.5'), 200_000, '0x'] }),
          internal: [{ from: L2_STANDARD_BRIDGE, to: L2_TO_L1_MESSAGE_PASSER, value: parseEther('1.5') }],
          logs: [
            emit(L2_STANDARD_BRIDGE, l2StandardBridge, 'WithdrawalInitiated', {
              l1Token: zeroAddress,
              l2Token: L2_ETH,
              from: alice,
              to: alice,
              amount: parseEther('1.5'),
              extraData: '0x',
            }),
            emit(L2_STANDARD_BRIDGE, l2StandardBridge, 'ETHBridgeInitiated', { from: alice, to: alice, amount: parseEther('1.5'), extraData: '0x' }),
            emit(L2_TO_L1_MESSAGE_PASSER, messagePasser, 'MessagePassed', {
              nonce: 1_766_847_064_778_384_329_583_297_500_742_918_515_827_483_896_875_618_958_121_606_201_292_619_983n,
              sender: L2_MESSENGER,
              target: '0x866e82a600a1414e583f7f13623f1ac5d58b0afa',
              value: parseEther('1.5'),
              gasLimit: 287_744n,
              data: '0xd764ad0b',
              withdrawalHash: storyHash('a Base withdrawal'),
            }),
          ],
        },
        line: 'Bridged 1.5 ETH to Ethereum',
      },
      {
        name: 'ETH withdrawn from Arbitrum One through ArbSys',
        chain: 'arbitrum',
        tx: {
          from: bob,
          to: ARB_SYS,
          value: WITHDRAWN,
          input: encodeFunctionData({ abi: arbSys, functionName: 'withdrawEth', args: [bob] }),
          logs: [
            emit(ARB_SYS, arbSys, 'L2ToL1Tx', {
              caller: bob,
              destination: bob,
              hash: 88_112_003_771n,
              position: 157_311n,
              arbBlockNum: 283_000_104n,
              ethBlockNum: 21_300_000n,
              timestamp: 1_732_870_000n,
              callvalue: WITHDRAWN,
              data: '0x',
            }),
          ],
        },
        line: 'Bridged 98.35 ETH to Ethereum',
      },
      {
        name: 'USDC deposited for Polygon through the RootChainManager, locked by its ERC20 predicate',
        tx: {
          from: alice,
          to: polygon.rootChainManager,
          input: encodeFunctionData({ abi: rootChainManager, functionName: 'depositFor', args: [alice, TOKENS.usdc, pad('0x3b9aca00')] }),
          logs: [
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: polygon.erc20Predicate, value: 1_000_000_000n }),
            emit(polygon.erc20Predicate, erc20Predicate, 'LockedERC20', {
              depositor: alice,
              depositReceiver: alice,
              rootToken: TOKENS.usdc,
              amount: 1_000_000_000n,
            }),
          ],
        },
        line: 'Bridged 1,000 USDC to Polygon',
      },
      {
        name: 'POL withdrawn from Polygon through its native coin’s contract',
        chain: 'polygon',
        tx: {
          from: alice,
          to: POL_CONTRACT,
          value: parseEther('250'),
          input: encodeFunctionData({ abi: mrc20, functionName: 'withdraw', args: [parseEther('250')] }),
          logs: [
            emit(POL_CONTRACT, mrc20, 'Withdraw', {
              token: POL_CONTRACT,
              from: alice,
              amount: parseEther('250'),
              input1: parseEther('370'),
              output1: parseEther('120'),
            }),
            polygonFee(alice),
          ],
        },
        line: 'Bridged 250 POL to Ethereum',
      },
      {
        name: 'WETH withdrawn from Polygon: the PoS child token burns it for the exit on Ethereum',
        chain: 'polygon',
        tx: {
          from: alice,
          to: POLYGON_WETH,
          input: encodeFunctionData({ abi: childToken, functionName: 'withdraw', args: [parseEther('3.2')] }),
          logs: [emit(POLYGON_WETH, erc20Abi, 'Transfer', { from: alice, to: zeroAddress, value: parseEther('3.2') }), polygonFee(alice)],
        },
        line: 'Bridged 3.2 WETH to Ethereum',
      },
      {
        name: 'a token’s own withdraw burning the sender’s tokens where no Polygon fee log says it is a child token: no bridge',
        tx: {
          from: alice,
          to: TOKENS.dai,
          input: encodeFunctionData({ abi: childToken, functionName: 'withdraw', args: [parseEther('3.2')] }),
          logs: [emit(TOKENS.dai, erc20Abi, 'Transfer', { from: alice, to: zeroAddress, value: parseEther('3.2') })],
        },
        line: 'Called withdraw on 0x6b17…1d0f (sent 3.2 DAI)',
      },
      {
        name: 'a CCTP v2 burn for a domain no published list names: the burn is told as what left the sender',
        tx: {
          from: alice,
          to: cctpTokenMessengerV2,
          input: encodeFunctionData({
            abi: cctpV2,
            functionName: 'depositForBurn',
            args: [BURNED, 4_000_000, word(alice), TOKENS.usdc, word(zeroAddress), 250_000n, 1000],
          }),
          logs: cctpBurnLogs(cctpTransmitterV1, alice, cctpTokenMessengerV2, [cctpV2Deposit(cctpTokenMessengerV2, alice, 4_000_000)]),
        },
        line: 'Sent 2,506.11842 USDC to 0x7e57…c0de',
      },
      {
        name: 'a CCTP burn whose depositor is a contract the sender paid, not the sender',
        tx: {
          from: alice,
          to: PEOPLE.bot,
          logs: [
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: PEOPLE.bot, value: BURNED }),
            ...cctpBurnLogs(cctpTransmitterV1, PEOPLE.bot, cctpTokenMessengerV2, [cctpV2Deposit(cctpTokenMessengerV2, PEOPLE.bot, 6)]),
          ],
        },
        line: 'Sent 2,506.11842 USDC to 0xb07b…b07b',
      },
      {
        name: 'USDC moved into a bridge escrow no published list names',
        tx: {
          from: alice,
          to: TOKENS.usdc,
          logs: [emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: PEOPLE.unlisted, value: 422_866_751n })],
        },
        line: 'Sent 422.866751 USDC to 0x7e57…c0de',
      },
      {
        name: 'ETH sent from Arbitrum One to Ethereum through Hop’s AMM wrapper, whose L2 bridge names chain 1',
        chain: 'arbitrum',
        tx: {
          from: alice,
          to: HOP_AMM_WRAPPER,
          value: HOPPED_L2,
          logs: hopTransferSent(1n, alice),
          internal: [{ from: HOP_AMM_WRAPPER, to: ARBITRUM_WETH, value: HOPPED_L2 }],
        },
        line: 'Bridged 0.199 ETH to Ethereum',
      },
      {
        name: 'a Hop send that also paid the sender back: not only a deposit',
        chain: 'arbitrum',
        tx: {
          from: alice,
          to: HOP_AMM_WRAPPER,
          value: HOPPED_L2,
          logs: [...hopTransferSent(1n, alice), emit(HOP_ETH, erc20Abi, 'Transfer', { from: HOP_AMM_WRAPPER, to: alice, value: 1_000n })],
          internal: [{ from: HOP_AMM_WRAPPER, to: ARBITRUM_WETH, value: HOPPED_L2 }],
        },
        line: 'Sent 0.199 ETH and received 1,000 raw units of 0xda7c…77eb',
      },
      {
        name: 'DAI swapped into USDC by LI.FI and bridged to Arbitrum One',
        tx: {
          from: alice,
          to: LIFI_DIAMOND,
          logs: [
            emit(TOKENS.dai, erc20Abi, 'Transfer', { from: alice, to: LIFI_DIAMOND, value: SWAPPED_DAI }),
            emit(TOKENS.dai, erc20Abi, 'Transfer', { from: LIFI_DIAMOND, to: PEOPLE.bot, value: SWAPPED_DAI }),
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: PEOPLE.bot, to: LIFI_DIAMOND, value: SWAPPED_USDC }),
            emit(LIFI_DIAMOND, lifi, 'AssetSwapped', {
              transactionId: storyHash('a LI.FI transfer'),
              dex: PEOPLE.bot,
              fromAssetId: TOKENS.dai,
              toAssetId: TOKENS.usdc,
              fromAmount: SWAPPED_DAI,
              toAmount: SWAPPED_USDC,
              timestamp: 1_732_870_000n,
            }),
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: LIFI_DIAMOND, to: BRIDGE_ESCROW, value: SWAPPED_USDC }),
            lifiStarted({ sendingAssetId: TOKENS.usdc, minAmount: SWAPPED_USDC, destinationChainId: 42161n, hasSourceSwaps: true }),
          ],
        },
        line: 'Bridged 1,000 DAI to Arbitrum One as 999.12 USDC',
      },
      {
        name: 'USDC bridged by LI.FI to a chain whose id no EVM list names (Solana)',
        tx: {
          from: alice,
          to: LIFI_DIAMOND,
          logs: [
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: LIFI_DIAMOND, value: SWAPPED_USDC }),
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: LIFI_DIAMOND, to: BRIDGE_ESCROW, value: SWAPPED_USDC }),
            lifiStarted({ sendingAssetId: TOKENS.usdc, minAmount: SWAPPED_USDC, destinationChainId: LIFI_SOLANA, hasSourceSwaps: false }),
          ],
        },
        line: 'Bridged 999.12 USDC through LI.FI',
      },
      {
        name: 'a LI.FI start naming more USDC than the sender put in: no bridge is claimed',
        tx: {
          from: alice,
          to: LIFI_DIAMOND,
          logs: [
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: LIFI_DIAMOND, value: SWAPPED_USDC }),
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: LIFI_DIAMOND, to: BRIDGE_ESCROW, value: SWAPPED_USDC }),
            lifiStarted({ sendingAssetId: TOKENS.usdc, minAmount: SWAPPED_USDC + 1n, destinationChainId: 42161n, hasSourceSwaps: false }),
          ],
        },
        line: 'Sent 999.12 USDC to 0x7e57…c0de',
      },
      {
        name: 'ETH sent to ZKsync Era through its Bridgehub',
        tx: ethDeposit({ from: alice, value: parseEther('0.25') }),
        line: 'Bridged 0.25 ETH to ZKsync Era',
      },
      {
        name: 'USDC sent to ZKsync Era through its Bridgehub and shared bridge, the L2 gas paid in ETH',
        tx: usdcDeposit(alice),
        line: 'Bridged 0.0004 ETH and 1,000 USDC to ZKsync Era',
      },
      {
        name: 'a ZKsync deposit event naming another depositor: no bridge is claimed for the sender',
        tx: ethDeposit({ from: alice, value: parseEther('0.25'), logged: { from: bob } }),
        line: 'Sent 0.25 ETH to 0xd7f9…b2cb',
      },
      {
        name: 'a ZKsync deposit event naming more ETH than the sender sent',
        tx: ethDeposit({ from: alice, value: parseEther('0.25'), logged: { amount: parseEther('0.26') } }),
        line: 'Sent 0.25 ETH to 0xd7f9…b2cb',
      },
      {
        name: 'a ZKsync token deposit event naming more USDC than left the sender',
        tx: usdcDeposit(alice, { amount: ZKSYNC_USDC + 1n }),
        line: 'Sent 0.0004 ETH and 1,000 USDC to 0xd7f9…b2cb',
      },
      {
        name: 'a ZKsync deposit to a chain id no list names',
        tx: ethDeposit({ from: alice, value: parseEther('0.25'), logged: { chainId: 999_999_999_999n } }),
        line: 'Sent 0.25 ETH to 0xd7f9…b2cb',
      },
      { name: 'USDC sent to Gnosis Chain through the OmniBridge', tx: usdcToGnosis({ from: alice }), line: 'Bridged 500 USDC to Gnosis' },
      {
        name: 'an OmniBridge start whose AMB message carries another id: no destination is read',
        tx: usdcToGnosis({ from: alice, message: { id: OTHER_MESSAGE } }),
        line: 'Sent 500 USDC to 0x88ad…5671',
      },
      {
        name: 'an OmniBridge start naming another sender than the account that sent the USDC',
        tx: usdcToGnosis({ from: alice, sender: bob }),
        line: 'Sent 500 USDC to 0x88ad…5671',
      },
      {
        name: 'an OmniBridge message to a chain id no list names',
        tx: usdcToGnosis({ from: alice, message: { to: 999_999_999_999n } }),
        line: 'Sent 500 USDC to 0x88ad…5671',
      },
      {
        name: 'DAI deposited into its own OP Stack bridge, carried by OP Mainnet’s portal',
        tx: ownOpDeposit([opPortal]),
        line: 'Bridged 120 DAI to OP Mainnet',
      },
      {
        name: 'DAI deposited into a custom Arbitrum gateway called directly, carried by Arbitrum One’s inbox',
        tx: {
          from: alice,
          to: OWN_BRIDGE,
          logs: [
            emit(TOKENS.dai, erc20Abi, 'Transfer', { from: alice, to: OWN_BRIDGE, value: OWN_BRIDGED }),
            emit(OWN_BRIDGE, arbitrumGateway, 'DepositInitiated', {
              l1Token: TOKENS.dai,
              _from: alice,
              _to: alice,
              _sequenceNumber: 1_204_377n,
              _amount: OWN_BRIDGED,
            }),
            emit(arbitrumInbox, inbox, 'InboxMessageDelivered', { messageNum: 1_204_377n, data: '0x' }),
          ],
        },
        line: 'Bridged 120 DAI to Arbitrum One',
      },
      {
        name: 'a token bridge’s deposit event naming another depositor',
        tx: ownOpDeposit([opPortal], { from: bob }),
        line: 'Deposited 120 DAI into 0x7e57…c0de',
      },
      {
        name: 'a token bridge’s deposit event naming more than the sender sent',
        tx: ownOpDeposit([opPortal], { amount: OWN_BRIDGED + 1n }),
        line: 'Deposited 120 DAI into 0x7e57…c0de',
      },
      {
        name: 'a token bridge’s deposit beside the portals of two rollups',
        tx: ownOpDeposit([opPortal, basePortal]),
        line: 'Deposited 120 DAI into 0x7e57…c0de',
      },
      {
        name: 'USDC withdrawn from OP Mainnet through a token’s own L2 bridge, the message passer carrying it',
        chain: 'optimism',
        tx: {
          from: alice,
          to: OWN_BRIDGE,
          input: encodeFunctionData({ abi: l2StandardBridge, functionName: 'withdraw', args: [OP_USDC, OWN_WITHDRAWN, 200_000, '0x'] }),
          logs: [
            emit(OP_USDC, erc20Abi, 'Transfer', { from: alice, to: zeroAddress, value: OWN_WITHDRAWN }),
            emit(OWN_BRIDGE, l2StandardBridge, 'WithdrawalInitiated', {
              l1Token: TOKENS.usdc,
              l2Token: OP_USDC,
              from: alice,
              to: alice,
              amount: OWN_WITHDRAWN,
              extraData: '0x',
            }),
            emit(L2_TO_L1_MESSAGE_PASSER, messagePasser, 'MessagePassed', {
              nonce: 1_766_847_064_778_384_329_583_297_500_742_918_515_827_483_896_875_618_958_121_606_201_292_620_001n,
              sender: L2_MESSENGER,
              target: '0x25ace71c97b33cc4729cf772ae268934f7ab5fa1',
              value: 0n,
              gasLimit: 287_744n,
              data: '0xd764ad0b',
              withdrawalHash: storyHash('a withdrawal through a token’s own bridge'),
            }),
          ],
        },
        line: 'Bridged 250 USDC to Ethereum',
      },
      {
        name: 'LINK withdrawn from Arbitrum One through a custom child gateway called directly, ArbSys carrying it',
        chain: 'arbitrum',
        tx: ownChildWithdrawal(ARBITRUM_LINK_WITHDRAWN),
        line: 'Bridged 25 LINK to Ethereum',
      },
      {
        name: 'a custom child gateway’s withdrawal naming more than the sender sent',
        chain: 'arbitrum',
        tx: ownChildWithdrawal(ARBITRUM_LINK_WITHDRAWN - 1n),
        line: 'Sent 24.999999999999999999 LINK',
      },
      { name: 'a token bridge’s deposit event with no rollup carrying a message', tx: ownOpDeposit([]), line: 'Deposited 120 DAI into 0x7e57…c0de' },
      ...ROUTER_CASES,
    ],
  }
}
