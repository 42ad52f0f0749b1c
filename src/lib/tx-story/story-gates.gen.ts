// Generated from the stories in src/lib/tx-story/stories by `npm run generate`: do not edit.
import { storyIn, type Story, type StoryGate } from './story'

/** Each gated story, by its file: the events or calls it needs, and its chunk. */
export const GATED_STORIES = {
  'bridge-arrival': {
    events: [
      'WithdrawalFinalized',
      'WithdrawalProven',
      'ERC20BridgeFinalized',
      'ETHBridgeFinalized',
      'DepositFinalized',
      'ERC20WithdrawalFinalized',
      'ETHWithdrawalFinalized',
      'OutBoxTransactionExecuted',
      'ExitedERC20',
      'ExitedEther',
      'Withdraw',
      'StateCommitted',
      'MintAndWithdraw',
    ],
    load: () => import('./stories/bridge-arrival').then(storyIn),
  },
  'bridge-fill': { events: ['FilledRelay', 'FilledV3Relay'], load: () => import('./stories/bridge-fill').then(storyIn) },
  'bridge-completion': { events: ['LiFiTransferCompleted'], load: () => import('./stories/bridge-completion').then(storyIn) },
  'system-transaction': {
    events: [],
    parties: ['0x0000000000000000000000000000000000000000'],
    load: () => import('./stories/system-transaction').then(storyIn),
  },
  safe: { events: ['ProxyCreation'], calls: ['execTransaction'], load: () => import('./stories/safe').then(storyIn) },
  'safe-failure': { events: [], calls: ['execTransaction'], load: () => import('./stories/safe-failure').then(storyIn) },
  'account-abstraction': { events: ['UserOperationEvent'], load: () => import('./stories/account-abstraction').then(storyIn) },
  settlement: { events: ['Trade'], load: () => import('./stories/settlement').then(storyIn) },
  liquidation: {
    events: ['LiquidationCall', 'LiquidateBorrow', 'Liquidate(bytes32,address,address,uint256,uint256,uint256,uint256,uint256)'],
    load: () => import('./stories/liquidation').then(storyIn),
  },
  'comet-liquidation': { events: ['AbsorbDebt', 'BuyCollateral'], load: () => import('./stories/comet-liquidation').then(storyIn) },
  lending: {
    events: ['Supply', 'Borrow', 'Repay', 'Withdraw', 'Mint', 'Redeem', 'RepayBorrow', 'SupplyCollateral', 'WithdrawCollateral'],
    load: () => import('./stories/lending').then(storyIn),
  },
  loan: {
    events: ['Borrow', 'Repay', 'RemoveCollateral', 'SupplyCollateral', 'WithdrawCollateral', 'TroveUpdated'],
    load: () => import('./stories/loan').then(storyIn),
  },
  'stake-transfer': { events: ['DelegationTransferredToL2', 'IndexerStakeTransferredToL2'], load: () => import('./stories/stake-transfer').then(storyIn) },
  bridge: {
    events: [
      'FundsDeposited(bytes32,bytes32,uint256,uint256,uint256,uint256,uint32,uint32,uint32,bytes32,bytes32,bytes32,bytes)',
      'TransferSentToL2(uint256,address,uint256,uint256,uint256,address,uint256)',
      'DepositForBurn(uint64,address,uint256,address,bytes32,uint32,bytes32,bytes32)',
      'DepositForBurn(address,uint256,address,bytes32,uint32,bytes32,bytes32,uint256,uint32,bytes)',
      'LogFeeTransfer',
      'TransferSent(bytes32,uint256,address,uint256,bytes32,uint256,uint256,uint256,uint256)',
      'LiFiTransferStarted((bytes32,string,string,address,address,address,uint256,uint256,bool,bool))',
    ],
    roles: ['bridge'],
    load: () => import('./stories/bridge').then(storyIn),
  },
  'wormhole-transfer': {
    events: [],
    calls: ['transferTokens', 'transferTokensWithPayload', 'wrapAndTransferETH', 'wrapAndTransferETHWithPayload'],
    load: () => import('./stories/wormhole-transfer').then(storyIn),
  },
  'stargate-bridge': {
    events: ['Swap(uint16,uint256,address,uint256,uint256,uint256,uint256,uint256)'],
    load: () => import('./stories/stargate-bridge').then(storyIn),
  },
  staking: { events: ['Submitted', 'DepositEvent'], load: () => import('./stories/staking').then(storyIn) },
  'validator-request': {
    events: [],
    parties: ['0x00000961ef480eb55e80d19ad83579a64c007002', '0x0000bbddc7ce488642fb579f8b00f3a590007251'],
    load: () => import('./stories/validator-request').then(storyIn),
  },
  liquidity: {
    events: ['IncreaseLiquidity', 'DecreaseLiquidity', 'Collect', 'ModifyLiquidity', 'Mint', 'Burn'],
    load: () => import('./stories/liquidity').then(storyIn),
  },
  'curve-liquidity': {
    events: ['AddLiquidity', 'RemoveLiquidity', 'RemoveLiquidityOne', 'RemoveLiquidityImbalance'],
    load: () => import('./stories/curve-liquidity').then(storyIn),
  },
  'weighted-pool-liquidity': { events: ['LOG_JOIN', 'LOG_EXIT', 'PoolBalanceChanged'], load: () => import('./stories/weighted-pool-liquidity').then(storyIn) },
  vault: {
    events: ['Deposit(address,address,uint256,uint256)', 'Withdraw(address,address,address,uint256,uint256)'],
    load: () => import('./stories/vault').then(storyIn),
  },
  'stability-pool': { events: [], calls: ['provideToSP'], load: () => import('./stories/stability-pool').then(storyIn) },
  wrapper: { events: [], calls: ['wrap', 'unwrap'], load: () => import('./stories/wrapper').then(storyIn) },
  'burn-redemption': { events: [], calls: ['burn'], load: () => import('./stories/burn-redemption').then(storyIn) },
  'yield-split': { events: ['MintPyFromToken'], load: () => import('./stories/yield-split').then(storyIn) },
  migration: {
    events: [],
    names: [/migrat/i, /convert|^[a-zA-Z][a-z0-9]{1,5}To[A-Z][a-zA-Z0-9]{1,5}$/],
    load: () => import('./stories/migration').then(storyIn),
  },
  claim: {
    events: ['Claimed', 'Claim', 'RewardPaid', 'RewardClaimed', 'RewardsClaimed', 'FundsClaimed'],
    names: [/^claim/i],
    load: () => import('./stories/claim').then(storyIn),
  },
  ens: { events: ['NameRegistered', 'NameRenewed'], load: () => import('./stories/ens').then(storyIn) },
  'ens-records': {
    events: ['TextChanged', 'ContenthashChanged', 'AddrChanged', 'AddressChanged', 'NameChanged', 'NewOwner'],
    load: () => import('./stories/ens-records').then(storyIn),
  },
  delegation: { events: ['DelegateChanged'], load: () => import('./stories/delegation').then(storyIn) },
  restaking: {
    events: [
      'Deposit(address,address,address,uint256)',
      'Deposit(address,address,uint256)',
      'PodSharesUpdated',
      'StakerDelegated',
      'WithdrawalQueued',
      'SlashingWithdrawalQueued',
      'WithdrawalCompleted',
      'SlashingWithdrawalCompleted',
    ],
    load: () => import('./stories/restaking').then(storyIn),
  },
  'vote-escrow': {
    events: ['Deposit(address,uint256,uint8,uint256,uint256,uint256)', 'Voted(address,address,uint256,uint256,uint256,uint256)'],
    load: () => import('./stories/vote-escrow').then(storyIn),
  },
  punk: { events: ['PunkBought'], load: () => import('./stories/punk').then(storyIn) },
  'punk-offer': { events: ['PunkOffered'], load: () => import('./stories/punk-offer').then(storyIn) },
  'order-cancel': {
    events: ['CounterIncremented', 'NonceIncremented', 'OrderCancelled', 'CancelTrade'],
    load: () => import('./stories/order-cancel').then(storyIn),
  },
  'auction-bid': { events: ['ReserveAuctionBidPlaced'], load: () => import('./stories/auction-bid').then(storyIn) },
  'project-payment': { events: ['Pay'], load: () => import('./stories/project-payment').then(storyIn) },
  vote: { events: ['VoteCast', 'VoteCastWithParams'], load: () => import('./stories/vote').then(storyIn) },
  governance: {
    events: ['ProposalCreated', 'ProposalQueued', 'ProposalExecuted', 'ProposalCanceled'],
    load: () => import('./stories/governance').then(storyIn),
  },
  attestation: { events: ['Attested'], load: () => import('./stories/attestation').then(storyIn) },
  approval: {
    events: ['ApprovalForAll(address,address,bool)'],
    calls: ['approve', 'permit', 'increaseAllowance', 'decreaseAllowance', 'lockdown'],
    load: () => import('./stories/approval').then(storyIn),
  },
  'transfer-and-call': { events: [], calls: ['transferAndCall'], load: () => import('./stories/transfer-and-call').then(storyIn) },
  'token-issue': { events: [], names: [/^mint/i], load: () => import('./stories/token-issue').then(storyIn) },
  'named-call': { events: [], names: [/^(cast_?)?vote(_|[A-Z]|$)/i, /^register(_|[A-Z]|$)/], load: () => import('./stories/named-call').then(storyIn) },
} satisfies Record<string, StoryGate & { load: () => Promise<Story> }>
