import { encodeFunctionData, erc20Abi, pad, parseAbi, parseEther, zeroAddress } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { ListedAddress } from './case-contracts'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'
import { exit, ZKSYNC_ABIS } from './zksync-bridge-fixtures'
import { OMNIBRIDGE_ABIS, usdcFromGnosis } from './omnibridge-fixtures'

const { alice, bob, carol, relayer } = PEOPLE
/** OP Stack's OptimismPortal, standard bridges and messengers, Arbitrum's outbox and bridge, as their packages publish them. */
const portal = parseAbi([
  'function finalizeWithdrawalTransaction((uint256 nonce, address sender, address target, uint256 value, uint256 gasLimit, bytes data) _tx)',
  'event WithdrawalProven(bytes32 indexed withdrawalHash, address indexed from, address indexed to)',
  'event WithdrawalFinalized(bytes32 indexed withdrawalHash, bool success)',
])
const l1StandardBridge = parseAbi([
  'event ERC20WithdrawalFinalized(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount, bytes extraData)',
  'event ERC20BridgeFinalized(address indexed localToken, address indexed remoteToken, address indexed from, address to, uint256 amount, bytes extraData)',
  'event ETHWithdrawalFinalized(address indexed from, address indexed to, uint256 amount, bytes extraData)',
  'event ETHBridgeFinalized(address indexed from, address indexed to, uint256 amount, bytes extraData)',
])
const l2StandardBridge = parseAbi([
  'event DepositFinalized(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount, bytes extraData)',
  'event ERC20BridgeFinalized(address indexed localToken, address indexed remoteToken, address indexed from, address to, uint256 amount, bytes extraData)',
])
const l2Messenger = parseAbi([
  'function relayMessage(uint256 _nonce, address _sender, address _target, uint256 _value, uint256 _minGasLimit, bytes _message) payable',
  'event RelayedMessage(bytes32 indexed msgHash)',
])
const outbox = parseAbi([
  'function executeTransaction(bytes32[] proof, uint256 index, address l2Sender, address to, uint256 l2Block, uint256 l1Block, uint256 l2Timestamp, uint256 value, bytes data)',
  'event OutBoxTransactionExecuted(address indexed to, address indexed l2Sender, uint256 indexed zero, uint256 transactionIndex)',
])
const arbitrumBridge = parseAbi(['event BridgeCallTriggered(address indexed outbox, address indexed to, uint256 value, bytes data)'])
const rootChainManager = parseAbi(['function exit(bytes inputData)'])
const tokenGateway = parseAbi(['function finalizeInboundTransfer(address _token, address _from, address _to, uint256 _amount, bytes _data) payable'])
const arbitrumGateway = verifiedAbi('Arbitrum One L1 ERC20 gateway')
const exitedErc20 = verifiedAbi('Polygon PoS ERC20Predicate')
const stateReceiver = verifiedAbi('Polygon StateReceiver')
const cctpMessenger = verifiedAbi('Circle CCTP TokenMessenger')
const cctpTransmitter = verifiedAbi('Circle CCTP MessageTransmitter')
const arbitrumChildGateway = verifiedAbi('Arbitrum One L2 ERC20 gateway')
/** Arbitrum One's child ERC20 gateway (@arbitrum/sdk), and LINK there as the standard gateway's token; LINK on Ethereum. */
const ARBITRUM_CHILD_GATEWAY = '0x09e9222e96e7b4ae2a407b98d48e330053351eee'
const ARBITRUM_LINK = '0xf97f4df75117a78c1a5a0dbb814af92458539fb4'
const ETHEREUM_LINK = '0x514910771af9ca656af840dff83e8264ecf986ca'
const LINK_DEPOSIT = 25_000_000_000_000_000_000n
const depositToArbitrum = (to: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: tokenGateway, functionName: 'finalizeInboundTransfer', args: [ETHEREUM_LINK, alice, to, amount, '0x'] })

const L1_MESSENGER = '0x25ace71c97b33cc4729cf772ae268934f7ab5fa1'
const OWN_BRIDGE_PAYOUT = parseEther('120')

/** An L2 bridge's `DepositFinalized` of Bob's 10,000 USDC from Ethereum. */
const usdcDepositFinalized = (bridge: string) =>
  emit(bridge, l2StandardBridge, 'DepositFinalized', { l1Token: TOKENS.usdc, l2Token: OP_USDC, from: bob, to: bob, amount: 10_000_000_000n, extraData: '0x' })

/** A token's own L2 bridge (no list names it) minting a deposit from Ethereum, the listed messenger relaying its message. */
const ownL2Delivery = (minted: bigint) => [
  emit(OP_USDC, erc20Abi, 'Transfer', { from: zeroAddress, to: bob, value: minted }),
  usdcDepositFinalized(PEOPLE.unlisted),
  emit(L2_MESSENGER, l2Messenger, 'RelayedMessage', { msgHash: storyHash('a deposit through a token’s own bridge') }),
]
const OP_DAI = '0xda10009cbd5d07dd0cecc66161fc93d7c9000da1'

/** A token's own bridge on OP Stack messaging (no list names it) paying out DAI, and the portal's finalization when there is one. */
const ownBridgePayout = (portalAddress: `0x${string}` | null, { paid }: { paid: bigint }) => [
  emit(TOKENS.dai, erc20Abi, 'Transfer', { from: PEOPLE.unlisted, to: bob, value: paid }),
  emit(PEOPLE.unlisted, l1StandardBridge, 'ERC20WithdrawalFinalized', {
    l1Token: TOKENS.dai,
    l2Token: OP_DAI,
    from: bob,
    to: bob,
    amount: OWN_BRIDGE_PAYOUT,
    extraData: '0x',
  }),
  ...(portalAddress ? [emit(portalAddress, portal, 'WithdrawalFinalized', { withdrawalHash: WITHDRAWAL, success: true })] : []),
]
/** OP Stack's predeploys, at the addresses its specification fixes on every OP Stack chain */
const L2_STANDARD_BRIDGE = '0x4200000000000000000000000000000000000010'
const L2_MESSENGER = '0x4200000000000000000000000000000000000007'
/** USDC.e on OP Mainnet, the bridged USDC its standard bridge mints */
const OP_USDC = '0x7f5c764cbc14f9669b88837ca1490cca17c31607'
const STATE_RECEIVER = '0x0000000000000000000000000000000000001001'
const POLYGON_WETH = '0x7ceb23fd6bc0add59e62ac25578270cff1b9f619'
const WITHDRAWAL = storyHash('an OP Stack withdrawal')
/** a token's own gateway on Ethereum (as DAI's and LPT's are), which no published list names, and its partner on Arbitrum */
const CUSTOM_GATEWAY = PEOPLE.unlisted
const CUSTOM_CHILD_GATEWAY = '0x467194771dae2967aef3ecbedd3bf9a310c76c65'

/**
 * Three contracts the knowledge lists as Arbitrum One's bridge on Ethereum, as the outbox, the bridge and a token
 * gateway: the story tells them apart by their events alone.
 */
function arbitrumBridges(listed: ListedAddress) {
  const sought = { role: 'bridge', protocol: 'Arbitrum One bridge' } as const
  const outbox = listed(sought)
  const bridge = listed(sought, [outbox])
  return { outbox, bridge, gateway: listed(sought, [outbox, bridge]) }
}
type ArbitrumBridges = ReturnType<typeof arbitrumBridges>

/** Arbitrum's outbox executing a withdrawal through a token's own gateway: its bridge calls the gateway's `finalizeInboundTransfer`. */
function customGatewayExit(arbitrum: ArbitrumBridges, recipient: `0x${string}`, named: bigint, paid: bigint) {
  const data = encodeFunctionData({ abi: tokenGateway, functionName: 'finalizeInboundTransfer', args: [TOKENS.dai, recipient, recipient, named, '0x'] })
  return {
    input: encodeFunctionData({
      abi: outbox,
      functionName: 'executeTransaction',
      args: [[storyHash('proof')], 157_313n, CUSTOM_CHILD_GATEWAY, CUSTOM_GATEWAY, 283_000_104n, 21_300_000n, 1_732_870_000n, 0n, data],
    }),
    logs: [
      emit(arbitrum.bridge, arbitrumBridge, 'BridgeCallTriggered', { outbox: arbitrum.outbox, to: CUSTOM_GATEWAY, value: 0n, data }),
      emit(TOKENS.dai, erc20Abi, 'Transfer', { from: CUSTOM_GATEWAY, to: recipient, value: paid }),
      emit(arbitrum.outbox, outbox, 'OutBoxTransactionExecuted', { to: CUSTOM_GATEWAY, l2Sender: CUSTOM_CHILD_GATEWAY, zero: 0n, transactionIndex: 157_313n }),
    ],
  }
}
const CBETH_LIKE = 189_090_000n
const MINTED = 1_839_726_596n

const finalize = (to: `0x${string}`) =>
  encodeFunctionData({
    abi: portal,
    functionName: 'finalizeWithdrawalTransaction',
    args: [
      {
        nonce: 1_766_847_064_778_384_329_583_297_500_742_918_515_827_483_896_875_618_958_121_606_201_292_619_983n,
        sender: L2_MESSENGER,
        target: to,
        value: 0n,
        gasLimit: 287_744n,
        data: '0xd764ad0b',
      },
    ],
  })

/**
 * Two bridges of one OP Stack chain, as its portal and its standard bridge: the knowledge lists both as the chain's
 * bridge, and the story tells them apart by their events alone.
 */
function opStackBridges(listed: ListedAddress, protocol: string) {
  const portal = listed({ role: 'bridge', protocol })
  return { portal, standardBridge: listed({ role: 'bridge', protocol }, [portal]) }
}

/** Base's L1 bridge paying out USDC to a recipient, with the legacy event beside the current one, as the bridge logs them. */
function usdcPayout(baseL1Bridge: string, recipient: `0x${string}`) {
  const fields = { from: recipient, to: recipient, amount: CBETH_LIKE, extraData: '0x' as const }
  return [
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: baseL1Bridge, to: recipient, value: CBETH_LIKE }),
    emit(baseL1Bridge, l1StandardBridge, 'ERC20WithdrawalFinalized', {
      l1Token: TOKENS.usdc,
      l2Token: '0xd9aaec86b65d86f6a7b5b1b0c42ffa531710b6ca',
      ...fields,
    }),
    emit(baseL1Bridge, l1StandardBridge, 'ERC20BridgeFinalized', {
      localToken: TOKENS.usdc,
      remoteToken: '0xd9aaec86b65d86f6a7b5b1b0c42ffa531710b6ca',
      ...fields,
    }),
  ]
}

export const bridgeArrivalCases: StoryCases = (listed) => {
  const arbitrum = arbitrumBridges(listed)
  /** Polygon PoS's RootChainManager and its ERC20 predicate, two of its bridge's contracts on Ethereum */
  const polygonRoot = listed({ role: 'bridge', protocol: 'Polygon PoS bridge' })
  const polygon = { rootChainManager: polygonRoot, erc20Predicate: listed({ role: 'bridge', protocol: 'Polygon PoS bridge' }, [polygonRoot]) }
  const cctpTransmitterV1 = listed({ role: 'cctp-message-transmitter', protocol: 'Circle CCTP v1' })
  const { portal: basePortal, standardBridge: baseL1Bridge } = opStackBridges(listed, 'Base bridge')
  const { portal: opPortal, standardBridge: opL1Bridge } = opStackBridges(listed, 'OP Mainnet bridge')
  return {
    kind: 'bridge-arrival',
    abis: [
      ...ZKSYNC_ABIS,
      ...OMNIBRIDGE_ABIS,
      { source: 'viem erc20Abi', abi: erc20Abi },
      { source: '@eth-optimism/contracts-bedrock/forge-artifacts/OptimismPortal.sol/OptimismPortal.json', abi: portal },
      { source: '@eth-optimism/contracts-bedrock/forge-artifacts/L1StandardBridge.sol/L1StandardBridge.json', abi: l1StandardBridge },
      { source: '@eth-optimism/contracts-bedrock/forge-artifacts/L2StandardBridge.sol/L2StandardBridge.json', abi: l2StandardBridge },
      { source: '@eth-optimism/contracts-bedrock/forge-artifacts/L2CrossDomainMessenger.sol/L2CrossDomainMessenger.json', abi: l2Messenger },
      { source: '@arbitrum/nitro-contracts/build/contracts/src/bridge/Outbox.sol/Outbox.json', abi: outbox },
      { source: '@arbitrum/nitro-contracts/build/contracts/src/bridge/Bridge.sol/Bridge.json', abi: arbitrumBridge },
      { source: '@maticnetwork/meta/network/mainnet/v1/artifacts/pos/RootChainManager.json', abi: rootChainManager },
      { source: '@arbitrum/sdk/dist/lib/abi/factories/ITokenGateway__factory.js#ITokenGateway__factory.abi', abi: tokenGateway },
      { source: 'verified: Arbitrum One L1 ERC20 gateway', abi: arbitrumGateway },
      { source: 'verified: Polygon PoS ERC20Predicate', abi: exitedErc20 },
      { source: 'verified: Polygon StateReceiver', abi: stateReceiver },
      { source: 'verified: Circle CCTP TokenMessenger', abi: cctpMessenger },
      { source: 'verified: Circle CCTP MessageTransmitter', abi: cctpTransmitter },
      { source: 'verified: Arbitrum One L2 ERC20 gateway', abi: arbitrumChildGateway },
    ],
    cases: [
      {
        name: 'a withdrawal from Base finalized by its portal, the L1 bridge paying USDC to the sender',
        tx: {
          from: alice,
          to: basePortal,
          input: finalize(alice),
          logs: [...usdcPayout(baseL1Bridge, alice), emit(basePortal, portal, 'WithdrawalFinalized', { withdrawalHash: WITHDRAWAL, success: true })],
        },
        line: 'Received 189.09 USDC from Base',
        e2e: true,
      },
      {
        name: 'a withdrawal from OP Mainnet that someone else finalized, the bridge paying ETH to its owner',
        tx: {
          from: relayer,
          to: opPortal,
          input: finalize(bob),
          internal: [{ from: opL1Bridge, to: bob, value: parseEther('0.5') }],
          logs: [
            emit(opL1Bridge, l1StandardBridge, 'ETHWithdrawalFinalized', { from: bob, to: bob, amount: parseEther('0.5'), extraData: '0x' }),
            emit(opL1Bridge, l1StandardBridge, 'ETHBridgeFinalized', { from: bob, to: bob, amount: parseEther('0.5'), extraData: '0x' }),
            emit(opPortal, portal, 'WithdrawalFinalized', { withdrawalHash: WITHDRAWAL, success: true }),
          ],
        },
        line: 'Finalized a withdrawal of 0.5 ETH from OP Mainnet to 0x2a4c…8a10',
      },
      {
        name: 'a withdrawal of DAI from OP Mainnet finalized by its portal, paid by the token’s own bridge',
        tx: { from: relayer, to: opPortal, input: finalize(bob), logs: ownBridgePayout(opPortal, { paid: OWN_BRIDGE_PAYOUT }) },
        line: 'Finalized a withdrawal of 120 DAI from OP Mainnet to 0x2a4c…8a10',
      },
      {
        name: 'a token’s own bridge naming more DAI than it paid, the portal finalizing',
        tx: { from: relayer, to: opPortal, input: finalize(bob), logs: ownBridgePayout(opPortal, { paid: OWN_BRIDGE_PAYOUT - 1n }) },
        line: 'Called finalizeWithdrawalTransaction on OP Mainnet bridge',
      },
      {
        name: 'a token’s own bridge naming a payout while no portal finalizes',
        tx: { from: relayer, to: PEOPLE.unlisted, logs: ownBridgePayout(null, { paid: OWN_BRIDGE_PAYOUT }) },
        line: 'Called 0x7e57…c0de',
      },
      {
        name: 'a withdrawal from OP Mainnet proved on Ethereum',
        tx: {
          from: alice,
          to: opPortal,
          logs: [emit(opPortal, portal, 'WithdrawalProven', { withdrawalHash: WITHDRAWAL, from: L2_MESSENGER, to: L1_MESSENGER })],
        },
        line: 'Proved a withdrawal from OP Mainnet',
      },
      {
        name: 'a finalization whose message failed on Ethereum: nothing arrived',
        tx: {
          from: alice,
          to: basePortal,
          input: finalize(alice),
          logs: [emit(basePortal, portal, 'WithdrawalFinalized', { withdrawalHash: WITHDRAWAL, success: false })],
        },
        line: 'Called finalizeWithdrawalTransaction on Base bridge',
      },
      {
        name: 'a deposit from Ethereum delivered on OP Mainnet by a relayer, minting USDC.e to its owner',
        chain: 'optimism',
        tx: {
          from: relayer,
          to: L2_MESSENGER,
          input: encodeFunctionData({
            abi: l2Messenger,
            functionName: 'relayMessage',
            args: [
              1_766_847_064_778_384_329_583_297_500_742_918_515_827_483_896_875_618_958_121_606_201_292_619_983n,
              L1_MESSENGER,
              L2_STANDARD_BRIDGE,
              0n,
              200_000n,
              '0x',
            ],
          }),
          logs: [
            emit(OP_USDC, erc20Abi, 'Transfer', { from: zeroAddress, to: bob, value: 10_000_000_000n }),
            usdcDepositFinalized(L2_STANDARD_BRIDGE),
            emit(L2_STANDARD_BRIDGE, l2StandardBridge, 'ERC20BridgeFinalized', {
              localToken: OP_USDC,
              remoteToken: TOKENS.usdc,
              from: bob,
              to: bob,
              amount: 10_000_000_000n,
              extraData: '0x',
            }),
            emit(L2_MESSENGER, l2Messenger, 'RelayedMessage', { msgHash: storyHash('a deposit to OP Mainnet') }),
          ],
        },
        line: '0x2a4c…8a10 received 10,000 USDC bridged from Ethereum',
      },
      {
        name: 'a deposit from Ethereum delivered on OP Mainnet by a token’s own L2 bridge, through the messenger',
        chain: 'optimism',
        tx: { from: relayer, to: L2_MESSENGER, logs: ownL2Delivery(10_000_000_000n) },
        line: '0x2a4c…8a10 received 10,000 USDC bridged from Ethereum',
      },
      {
        name: 'a token’s own L2 bridge naming more than it minted, through the messenger',
        chain: 'optimism',
        tx: { from: relayer, to: L2_MESSENGER, logs: ownL2Delivery(9_999_000_000n) },
        line: 'Called OP Mainnet bridge',
      },
      {
        name: 'ETH withdrawn from Arbitrum One, paid out by its bridge when the outbox executed it',
        tx: {
          from: alice,
          to: arbitrum.outbox,
          input: encodeFunctionData({
            abi: outbox,
            functionName: 'executeTransaction',
            args: [[storyHash('proof')], 157_311n, alice, alice, 283_000_104n, 21_300_000n, 1_732_870_000n, parseEther('98.35'), '0x'],
          }),
          internal: [{ from: arbitrum.bridge, to: alice, value: parseEther('98.35') }],
          logs: [
            emit(arbitrum.bridge, arbitrumBridge, 'BridgeCallTriggered', { outbox: arbitrum.outbox, to: alice, value: parseEther('98.35'), data: '0x' }),
            emit(arbitrum.outbox, outbox, 'OutBoxTransactionExecuted', { to: alice, l2Sender: alice, zero: 0n, transactionIndex: 157_311n }),
          ],
        },
        line: 'Received 98.35 ETH from Arbitrum One',
      },
      {
        name: 'DAI withdrawn from Arbitrum One, released by its ERC20 gateway through the outbox',
        tx: {
          from: bob,
          to: arbitrum.outbox,
          input: encodeFunctionData({
            abi: outbox,
            functionName: 'executeTransaction',
            args: [
              [storyHash('proof')],
              157_312n,
              '0x09e9222e96e7b4ae2a407b98d48e330053351eee',
              arbitrum.gateway,
              283_000_104n,
              21_300_000n,
              1_732_870_000n,
              0n,
              '0x2e567b36',
            ],
          }),
          logs: [
            emit(arbitrum.bridge, arbitrumBridge, 'BridgeCallTriggered', { outbox: arbitrum.outbox, to: arbitrum.gateway, value: 0n, data: '0x2e567b36' }),
            emit(TOKENS.dai, erc20Abi, 'Transfer', { from: arbitrum.gateway, to: bob, value: parseEther('6000') }),
            emit(arbitrum.gateway, arbitrumGateway, 'WithdrawalFinalized', {
              l1Token: TOKENS.dai,
              _from: bob,
              _to: bob,
              _exitNum: 0n,
              _amount: parseEther('6000'),
            }),
            emit(arbitrum.outbox, outbox, 'OutBoxTransactionExecuted', {
              to: arbitrum.gateway,
              l2Sender: '0x09e9222e96e7b4ae2a407b98d48e330053351eee',
              zero: 0n,
              transactionIndex: 157_312n,
            }),
          ],
        },
        line: 'Received 6,000 DAI from Arbitrum One',
      },
      {
        name: 'DAI withdrawn from Arbitrum One through the token’s own gateway, which the outbox’s call names',
        tx: { from: bob, to: arbitrum.outbox, ...customGatewayExit(arbitrum, bob, parseEther('6000'), parseEther('6000')) },
        line: 'Received 6,000 DAI from Arbitrum One',
      },
      {
        name: 'a withdrawal through a token’s own gateway executed by someone else for its owner',
        tx: { from: relayer, to: arbitrum.outbox, ...customGatewayExit(arbitrum, carol, parseEther('6000'), parseEther('6000')) },
        line: 'Finalized a withdrawal of 6,000 DAI from Arbitrum One to 0x4d3c…6d5c',
      },
      {
        name: 'a gateway call naming more DAI than reached its recipient: no withdrawal of it is claimed',
        tx: { from: bob, to: arbitrum.outbox, ...customGatewayExit(arbitrum, bob, parseEther('6000'), parseEther('5999')) },
        line: 'Called executeTransaction on Arbitrum One bridge (received 5,999 DAI)',
      },
      {
        name: 'USDT exited from Polygon through the RootChainManager, its ERC20 predicate paying the exitor',
        tx: {
          from: alice,
          to: polygon.rootChainManager,
          input: encodeFunctionData({ abi: rootChainManager, functionName: 'exit', args: [storyHash('a burn proof')] }),
          logs: [
            emit(TOKENS.usdt, erc20Abi, 'Transfer', { from: polygon.erc20Predicate, to: alice, value: 445_962_192n }),
            emit(polygon.erc20Predicate, exitedErc20, 'ExitedERC20', { exitor: alice, rootToken: TOKENS.usdt, amount: 445_962_192n }),
          ],
        },
        line: 'Received 445.962192 USDT from Polygon',
      },
      {
        name: 'Polygon’s state sync delivering a WETH deposit from Ethereum: sent by no one, to no one',
        chain: 'polygon',
        tx: {
          from: zeroAddress,
          to: zeroAddress,
          gasUsed: 0n,
          logs: [
            emit(POLYGON_WETH, erc20Abi, 'Transfer', { from: zeroAddress, to: carol, value: 103_117_209_758_881_459n }),
            emit(STATE_RECEIVER, stateReceiver, 'StateCommitted', { stateId: 2_972_706n, success: true }),
          ],
        },
        line: '0x4d3c…6d5c received 0.103117209758881459 WETH bridged from Ethereum',
      },
      {
        name: 'USDC from Arbitrum One minted through Circle’s CCTP for a message its transmitter received',
        tx: {
          from: alice,
          to: cctpTransmitterV1,
          input: encodeFunctionData({ abi: cctpTransmitter, functionName: 'receiveMessage', args: ['0x00000000', '0x'] }),
          logs: [
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: MINTED }),
            emit(listed({ role: 'cctp-token-messenger', protocol: 'Circle CCTP v1' }), cctpMessenger, 'MintAndWithdraw', {
              mintRecipient: alice,
              amount: MINTED,
              mintToken: TOKENS.usdc,
            }),
            emit(cctpTransmitterV1, cctpTransmitter, 'MessageReceived', {
              caller: alice,
              sourceDomain: 3,
              nonce: 184_223n,
              sender: pad(listed({ chain: 'arbitrum', role: 'cctp-token-messenger', protocol: 'Circle CCTP v1' })),
              messageBody: '0x',
            }),
          ],
        },
        line: 'Received 1,839.726596 USDC bridged from Arbitrum One',
      },
      {
        name: 'a USDC mint whose MintAndWithdraw comes from a contract no published list names: no bridge is claimed',
        tx: {
          from: alice,
          to: PEOPLE.unlisted,
          logs: [
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: MINTED }),
            emit(PEOPLE.unlisted, cctpMessenger, 'MintAndWithdraw', { mintRecipient: alice, amount: MINTED, mintToken: TOKENS.usdc }),
          ],
        },
        line: 'Received 1,839.726596 USDC',
      },
      {
        name: 'a LINK deposit from Ethereum finalized on Arbitrum One by its child gateway, minted to its owner',
        chain: 'arbitrum',
        tx: {
          from: relayer,
          to: ARBITRUM_CHILD_GATEWAY,
          input: depositToArbitrum(alice, LINK_DEPOSIT),
          logs: [
            emit(ARBITRUM_LINK, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: LINK_DEPOSIT }),
            emit(ARBITRUM_CHILD_GATEWAY, arbitrumChildGateway, 'DepositFinalized', { l1Token: ETHEREUM_LINK, _from: alice, _to: alice, _amount: LINK_DEPOSIT }),
          ],
        },
        line: '0x7f3a…1d9b received 25 LINK bridged from Ethereum',
      },
      {
        name: 'an Arbitrum child gateway’s DepositFinalized naming more than was minted: no arrival is claimed',
        chain: 'arbitrum',
        tx: {
          from: relayer,
          to: ARBITRUM_CHILD_GATEWAY,
          input: depositToArbitrum(alice, LINK_DEPOSIT),
          logs: [
            emit(ARBITRUM_LINK, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: LINK_DEPOSIT - 1n }),
            emit(ARBITRUM_CHILD_GATEWAY, arbitrumChildGateway, 'DepositFinalized', { l1Token: ETHEREUM_LINK, _from: alice, _to: alice, _amount: LINK_DEPOSIT }),
          ],
        },
        line: 'Called finalizeInboundTransfer on Arbitrum One bridge',
      },
      {
        name: 'ETH withdrawn from ZKsync Era, finalized by the recipient on Ethereum',
        tx: exit({ from: alice, to: alice, token: null, amount: parseEther('0.5') }),
        line: 'Received 0.5 ETH from ZKsync Era',
      },
      {
        name: 'USDC withdrawn from ZKsync Era, finalized by a relayer for its recipient',
        tx: exit({ from: relayer, to: alice, token: TOKENS.usdc, amount: 250_000_000n }),
        line: 'Finalized a withdrawal of 250 USDC from ZKsync Era to 0x7f3a…1d9b',
      },
      {
        name: 'a ZKsync withdrawal event naming ETH that no call paid: no arrival is claimed',
        tx: exit({ from: alice, to: alice, token: null, amount: parseEther('0.5'), paid: false }),
        line: 'Called finalizeWithdrawal on 0xd7f9…b2cb',
      },
      {
        name: 'USDC bridged back from Gnosis Chain, claimed on Ethereum through the AMB',
        tx: usdcFromGnosis({ from: alice }),
        line: 'Received 500 USDC from Gnosis',
      },
      {
        name: 'an AMB claim that logs its message as failed: no arrival is claimed',
        tx: usdcFromGnosis({ from: alice, executed: false }),
        line: 'Called safeExecuteSignaturesWithAutoGasLimit on 0x4c36…e64e (received 500 USDC)',
      },
    ],
  }
}
