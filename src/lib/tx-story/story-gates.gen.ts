// Generated from the stories in src/lib/tx-story/stories by `npm run generate`: do not edit.
import type { Story, StoryGate } from './story'

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
    load: () => import('./stories/bridge-arrival').then((module) => module.bridgeArrivalStory),
  },
  'bridge-fill': { events: ['FilledRelay', 'FilledV3Relay'], load: () => import('./stories/bridge-fill').then((module) => module.bridgeFillStory) },
  'bridge-completion': { events: ['LiFiTransferCompleted'], load: () => import('./stories/bridge-completion').then((module) => module.bridgeCompletionStory) },
  'system-transaction': {
    events: [],
    parties: ['0x0000000000000000000000000000000000000000'],
    load: () => import('./stories/system-transaction').then((module) => module.systemTransactionStory),
  },
  safe: { events: ['ProxyCreation'], calls: ['execTransaction'], load: () => import('./stories/safe').then((module) => module.safeStory) },
  'safe-failure': { events: [], calls: ['execTransaction'], load: () => import('./stories/safe-failure').then((module) => module.safeFailureStory) },
  'account-abstraction': {
    events: ['UserOperationEvent'],
    load: () => import('./stories/account-abstraction').then((module) => module.accountAbstractionStory),
  },
  settlement: { events: ['Trade'], load: () => import('./stories/settlement').then((module) => module.settlementStory) },
  liquidation: { events: ['LiquidationCall', 'LiquidateBorrow'], load: () => import('./stories/liquidation').then((module) => module.liquidationStory) },
  lending: {
    events: ['Supply', 'Borrow', 'Repay', 'Withdraw', 'Mint', 'Redeem', 'RepayBorrow', 'SupplyCollateral', 'WithdrawCollateral'],
    load: () => import('./stories/lending').then((module) => module.lendingStory),
  },
  loan: {
    events: ['Borrow', 'Repay', 'RemoveCollateral', 'SupplyCollateral', 'WithdrawCollateral', 'TroveUpdated'],
    load: () => import('./stories/loan').then((module) => module.loanStory),
  },
  'stake-transfer': {
    events: ['DelegationTransferredToL2', 'IndexerStakeTransferredToL2'],
    load: () => import('./stories/stake-transfer').then((module) => module.stakeTransferStory),
  },
  'wormhole-transfer': {
    events: [],
    calls: ['transferTokens', 'transferTokensWithPayload', 'wrapAndTransferETH', 'wrapAndTransferETHWithPayload'],
    load: () => import('./stories/wormhole-transfer').then((module) => module.wormholeTransferStory),
  },
  'stargate-bridge': {
    events: ['Swap(uint16,uint256,address,uint256,uint256,uint256,uint256,uint256)'],
    load: () => import('./stories/stargate-bridge').then((module) => module.stargateBridgeStory),
  },
  staking: { events: ['Submitted', 'DepositEvent'], load: () => import('./stories/staking').then((module) => module.stakingStory) },
  'validator-request': {
    events: [],
    parties: ['0x00000961ef480eb55e80d19ad83579a64c007002', '0x0000bbddc7ce488642fb579f8b00f3a590007251'],
    load: () => import('./stories/validator-request').then((module) => module.validatorRequestStory),
  },
  liquidity: {
    events: ['IncreaseLiquidity', 'DecreaseLiquidity', 'Collect', 'ModifyLiquidity', 'Mint', 'Burn'],
    load: () => import('./stories/liquidity').then((module) => module.liquidityStory),
  },
  'curve-liquidity': {
    events: ['AddLiquidity', 'RemoveLiquidity', 'RemoveLiquidityOne', 'RemoveLiquidityImbalance'],
    load: () => import('./stories/curve-liquidity').then((module) => module.curveLiquidityStory),
  },
  'weighted-pool-liquidity': {
    events: ['LOG_JOIN', 'LOG_EXIT', 'PoolBalanceChanged'],
    load: () => import('./stories/weighted-pool-liquidity').then((module) => module.weightedPoolLiquidityStory),
  },
  vault: {
    events: ['Deposit(address,address,uint256,uint256)', 'Withdraw(address,address,address,uint256,uint256)'],
    load: () => import('./stories/vault').then((module) => module.vaultStory),
  },
  'stability-pool': { events: [], calls: ['provideToSP'], load: () => import('./stories/stability-pool').then((module) => module.stabilityPoolStory) },
  wrapper: { events: [], calls: ['wrap', 'unwrap'], load: () => import('./stories/wrapper').then((module) => module.wrapperStory) },
  'burn-redemption': { events: [], calls: ['burn'], load: () => import('./stories/burn-redemption').then((module) => module.burnRedemptionStory) },
  'yield-split': { events: ['MintPyFromToken'], load: () => import('./stories/yield-split').then((module) => module.yieldSplitStory) },
  migration: {
    events: [],
    names: [/migrat/i, /convert|^[a-zA-Z][a-z0-9]{1,5}To[A-Z][a-zA-Z0-9]{1,5}$/],
    load: () => import('./stories/migration').then((module) => module.migrationStory),
  },
  claim: {
    events: ['Claimed', 'Claim', 'RewardPaid', 'RewardClaimed', 'RewardsClaimed', 'FundsClaimed'],
    names: [/^claim/i],
    load: () => import('./stories/claim').then((module) => module.claimStory),
  },
  ens: { events: ['NameRegistered', 'NameRenewed'], load: () => import('./stories/ens').then((module) => module.ensStory) },
  'ens-records': {
    events: ['TextChanged', 'ContenthashChanged', 'AddrChanged', 'AddressChanged', 'NameChanged', 'NewOwner'],
    load: () => import('./stories/ens-records').then((module) => module.ensRecordsStory),
  },
  delegation: { events: ['DelegateChanged'], load: () => import('./stories/delegation').then((module) => module.delegationStory) },
  restaking: {
    events: ['PodSharesUpdated', 'StakerDelegated', 'WithdrawalQueued', 'SlashingWithdrawalQueued', 'WithdrawalCompleted', 'SlashingWithdrawalCompleted'],
    load: () => import('./stories/restaking').then((module) => module.restakingStory),
  },
  'vote-escrow': {
    events: ['Deposit(address,uint256,uint8,uint256,uint256,uint256)', 'Voted(address,address,uint256,uint256,uint256,uint256)'],
    load: () => import('./stories/vote-escrow').then((module) => module.voteEscrowStory),
  },
  punk: { events: ['PunkBought'], load: () => import('./stories/punk').then((module) => module.punkStory) },
  'punk-offer': { events: ['PunkOffered'], load: () => import('./stories/punk-offer').then((module) => module.punkOfferStory) },
  'order-cancel': {
    events: ['CounterIncremented', 'NonceIncremented', 'OrderCancelled', 'CancelTrade'],
    load: () => import('./stories/order-cancel').then((module) => module.orderCancelStory),
  },
  'auction-bid': { events: ['ReserveAuctionBidPlaced'], load: () => import('./stories/auction-bid').then((module) => module.auctionBidStory) },
  'project-payment': { events: ['Pay'], load: () => import('./stories/project-payment').then((module) => module.projectPaymentStory) },
  vote: { events: ['VoteCast', 'VoteCastWithParams'], load: () => import('./stories/vote').then((module) => module.voteStory) },
  governance: {
    events: ['ProposalCreated', 'ProposalQueued', 'ProposalExecuted', 'ProposalCanceled'],
    load: () => import('./stories/governance').then((module) => module.governanceStory),
  },
  attestation: { events: ['Attested'], load: () => import('./stories/attestation').then((module) => module.attestationStory) },
  approval: {
    events: ['ApprovalForAll(address,address,bool)'],
    calls: ['approve', 'permit', 'increaseAllowance', 'decreaseAllowance', 'lockdown'],
    load: () => import('./stories/approval').then((module) => module.approvalStory),
  },
  'transfer-and-call': {
    events: [],
    calls: ['transferAndCall'],
    load: () => import('./stories/transfer-and-call').then((module) => module.transferAndCallStory),
  },
  'token-issue': { events: [], names: [/^mint/i], load: () => import('./stories/token-issue').then((module) => module.tokenIssueStory) },
} satisfies Record<string, StoryGate & { load: () => Promise<Story> }>
