import { erc20Abi, parseEther } from 'viem'
import { emit, type EmittedLog } from '../../../../mocks/fixtures/story-encoding'
import { encodeFunctionData, encodePacked, pad, parseAbi, zeroAddress } from 'viem'
import { verifiedAbi, type StoryCaseTable } from './case-fixture'
import { CONTRACTS, PEOPLE, TOKENS } from './case-people'

const { alice, bob } = PEOPLE
const hop = verifiedAbi('Hop L1 ETH bridge')
const across = verifiedAbi('Across SpokePool')
const cctpV1 = verifiedAbi('Circle CCTP TokenMessenger')
const cctpV2 = verifiedAbi('Circle CCTP TokenMessengerV2')
const cctpTransmitter = verifiedAbi('Circle CCTP MessageTransmitter')
const CCTP_TRANSMITTER = '0x0a992d191deec32afe36203ad87d7d289a738f81'
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
])
const inbox = parseAbi(['function depositEth() payable returns (uint256)', 'event InboxMessageDelivered(uint256 indexed messageNum, bytes data)'])
const opaque = (value: bigint) => encodePacked(['uint256', 'uint256', 'uint64', 'bool'], [value, value, 100_000n, false])

/** What a CCTP burn logs around its deposit event: the deposit moved to the minter, burned, and Circle's message. */
function cctpBurnLogs(depositor: `0x${string}`, messenger: `0x${string}`, deposit: EmittedLog[]) {
  return [
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: depositor, to: TOKEN_MINTER, value: BURNED }),
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: TOKEN_MINTER, to: zeroAddress, value: BURNED }),
    emit(CCTP_TRANSMITTER, cctpTransmitter, 'MessageSent', {
      message: encodePacked(['uint32', 'uint32', 'address', 'uint256'], [0, 6, messenger, BURNED]),
    }),
    ...deposit,
  ]
}

const cctpV2Deposit = (depositor: `0x${string}`, destinationDomain: number) =>
  emit(CONTRACTS.cctpTokenMessengerV2, cctpV2, 'DepositForBurn', {
    burnToken: TOKENS.usdc,
    amount: BURNED,
    depositor,
    mintRecipient: word(depositor),
    destinationDomain,
    destinationTokenMessenger: word(CONTRACTS.cctpTokenMessengerV2),
    destinationCaller: word(zeroAddress),
    maxFee: 250_000n,
    minFinalityThreshold: 1000,
    hookData: '0x',
  })

export const bridgeCases: StoryCaseTable = {
  kind: 'bridge',
  abis: [
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: '@eth-optimism/contracts-bedrock/forge-artifacts/OptimismPortal.sol/OptimismPortal.json', abi: portal },
    { source: '@eth-optimism/contracts-bedrock/forge-artifacts/L1StandardBridge.sol/L1StandardBridge.json', abi: standardBridge },
    { source: '@arbitrum/nitro-contracts/build/contracts/src/bridge/Inbox.sol/Inbox.json', abi: inbox },
    { source: 'verified: Hop L1 ETH bridge', abi: hop },
    { source: 'verified: Across SpokePool', abi: across },
    { source: 'verified: Circle CCTP TokenMessenger', abi: cctpV1 },
    { source: 'verified: Circle CCTP TokenMessengerV2', abi: cctpV2 },
    { source: 'verified: Circle CCTP MessageTransmitter', abi: cctpTransmitter },
  ],
  cases: [
    {
      name: 'ETH sent to Base’s OptimismPortal',
      tx: {
        from: alice,
        to: CONTRACTS.basePortal,
        value: parseEther('0.1'),
        gasUsed: 73_000n,
        input: encodeFunctionData({ abi: portal, functionName: 'depositTransaction', args: [alice, parseEther('0.1'), 100_000n, false, '0x'] }),
        logs: [emit(CONTRACTS.basePortal, portal, 'TransactionDeposited', { from: alice, to: alice, version: 0n, opaqueData: opaque(parseEther('0.1')) })],
      },
      line: 'Bridged 0.1 ETH to Base',
      e2e: true,
    },
    {
      name: 'ETH sent to OP Mainnet’s standard bridge',
      tx: {
        from: alice,
        to: CONTRACTS.opStandardBridge,
        value: parseEther('0.2'),
        gasUsed: 81_000n,
        input: encodeFunctionData({ abi: standardBridge, functionName: 'depositETH', args: [200_000, '0x'] }),
        logs: [
          emit(CONTRACTS.opStandardBridge, standardBridge, 'ETHDepositInitiated', { from: alice, to: alice, amount: parseEther('0.2'), extraData: '0x' }),
          emit(CONTRACTS.opStandardBridge, standardBridge, 'ETHBridgeInitiated', { from: alice, to: alice, amount: parseEther('0.2'), extraData: '0x' }),
        ],
      },
      line: 'Bridged 0.2 ETH to OP Mainnet',
    },
    {
      name: 'ETH deposited into Arbitrum One’s inbox',
      tx: {
        from: bob,
        to: CONTRACTS.arbitrumInbox,
        value: 8_374_552_015_335_015n,
        gasUsed: 96_000n,
        input: encodeFunctionData({ abi: inbox, functionName: 'depositEth' }),
        logs: [
          emit(CONTRACTS.arbitrumInbox, inbox, 'InboxMessageDelivered', {
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
      name: 'USDC burned through Circle’s CCTP v1 TokenMessenger for Arbitrum One (domain 3)',
      tx: {
        from: bob,
        to: CONTRACTS.cctpTokenMessengerV1,
        input: encodeFunctionData({ abi: cctpV1, functionName: 'depositForBurn', args: [BURNED, 3, word(bob), TOKENS.usdc] }),
        logs: cctpBurnLogs(bob, CONTRACTS.cctpTokenMessengerV1, [
          emit(CONTRACTS.cctpTokenMessengerV1, cctpV1, 'DepositForBurn', {
            nonce: 184_223n,
            burnToken: TOKENS.usdc,
            amount: BURNED,
            depositor: bob,
            mintRecipient: word(bob),
            destinationDomain: 3,
            destinationTokenMessenger: word(CONTRACTS.cctpTokenMessengerV1),
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
        to: CONTRACTS.cctpTokenMessengerV2,
        input: encodeFunctionData({
          abi: cctpV2,
          functionName: 'depositForBurn',
          args: [BURNED, 6, word(alice), TOKENS.usdc, word(zeroAddress), 250_000n, 1000],
        }),
        logs: cctpBurnLogs(alice, CONTRACTS.cctpTokenMessengerV2, [cctpV2Deposit(alice, 6)]),
      },
      line: 'Bridged 2,506.11842 USDC to Base',
    },
    {
      name: 'a CCTP v2 burn for a domain no published list names: the burn is told as what left the sender',
      tx: {
        from: alice,
        to: CONTRACTS.cctpTokenMessengerV2,
        input: encodeFunctionData({
          abi: cctpV2,
          functionName: 'depositForBurn',
          args: [BURNED, 4_000_000, word(alice), TOKENS.usdc, word(zeroAddress), 250_000n, 1000],
        }),
        logs: cctpBurnLogs(alice, CONTRACTS.cctpTokenMessengerV2, [cctpV2Deposit(alice, 4_000_000)]),
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
          ...cctpBurnLogs(PEOPLE.bot, CONTRACTS.cctpTokenMessengerV2, [cctpV2Deposit(PEOPLE.bot, 6)]),
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
  ],
}
