import type { Story } from './story'

/**
 * A story that cannot tell a transaction unless it logs one of these events (by name) or makes one of these calls: a
 * chunk of its own, loaded only for a transaction that does. Each name is the one the story's own signatures start
 * with, so an open gate is necessary for the story to tell, never sufficient.
 */
interface GatedStory {
  events: readonly string[]
  calls?: readonly string[]
  load: () => Promise<Story>
}

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
  staking: { events: ['Submitted', 'DepositEvent'], load: () => import('./stories/staking').then((module) => module.stakingStory) },
  liquidity: {
    events: ['IncreaseLiquidity', 'DecreaseLiquidity', 'Collect', 'ModifyLiquidity', 'Mint', 'Burn'],
    load: () => import('./stories/liquidity').then((module) => module.liquidityStory),
  },
  vault: { events: ['Deposit', 'Withdraw'], load: () => import('./stories/vault').then((module) => module.vaultStory) },
  'stability-pool': { events: [], calls: ['provideToSP'], load: () => import('./stories/stability-pool').then((module) => module.stabilityPoolStory) },
  wrapper: { events: [], calls: ['wrap', 'unwrap'], load: () => import('./stories/wrapper').then((module) => module.wrapperStory) },
  'burn-redemption': { events: [], calls: ['burn'], load: () => import('./stories/burn-redemption').then((module) => module.burnRedemptionStory) },
  'yield-split': { events: ['MintPyFromToken'], load: () => import('./stories/yield-split').then((module) => module.yieldSplitStory) },
  ens: { events: ['NameRegistered', 'NameRenewed'], load: () => import('./stories/ens').then((module) => module.ensStory) },
  'ens-records': {
    events: ['TextChanged', 'ContenthashChanged', 'AddrChanged', 'AddressChanged', 'NameChanged', 'NewOwner'],
    load: () => import('./stories/ens-records').then((module) => module.ensRecordsStory),
  },
  delegation: { events: ['DelegateChanged'], load: () => import('./stories/delegation').then((module) => module.delegationStory) },
  restaking: {
    events: ['PodSharesUpdated', 'StakerDelegated', 'WithdrawalCompleted', 'SlashingWithdrawalCompleted'],
    load: () => import('./stories/restaking').then((module) => module.restakingStory),
  },
  'vote-escrow': { events: ['Deposit', 'Voted'], load: () => import('./stories/vote-escrow').then((module) => module.voteEscrowStory) },
  punk: { events: ['PunkBought'], load: () => import('./stories/punk').then((module) => module.punkStory) },
  'punk-offer': { events: ['PunkOffered'], load: () => import('./stories/punk-offer').then((module) => module.punkOfferStory) },
  'order-cancel': {
    events: ['CounterIncremented', 'NonceIncremented', 'OrderCancelled', 'CancelTrade'],
    load: () => import('./stories/order-cancel').then((module) => module.orderCancelStory),
  },
  'auction-bid': { events: ['ReserveAuctionBidPlaced'], load: () => import('./stories/auction-bid').then((module) => module.auctionBidStory) },
  'project-payment': { events: ['Pay'], load: () => import('./stories/project-payment').then((module) => module.projectPaymentStory) },
  vote: { events: ['VoteCast', 'VoteCastWithParams'], load: () => import('./stories/vote').then((module) => module.voteStory) },
  'transfer-and-call': {
    events: [],
    calls: ['transferAndCall'],
    load: () => import('./stories/transfer-and-call').then((module) => module.transferAndCallStory),
  },
  governance: {
    events: ['ProposalCreated', 'ProposalQueued', 'ProposalExecuted', 'ProposalCanceled'],
    load: () => import('./stories/governance').then((module) => module.governanceStory),
  },
  approval: { events: ['ApprovalForAll', 'Approval', 'Lockdown'], load: () => import('./stories/approval').then((module) => module.approvalStory) },
  attestation: { events: ['Attested'], load: () => import('./stories/attestation').then((module) => module.attestationStory) },
} satisfies Record<string, GatedStory>

export type GatedStoryName = keyof typeof GATED_STORIES

const GATED_NAMES = Object.keys(GATED_STORIES) as GatedStoryName[]

/** What a gate reads: the names of the events the index decoded, and the name of the call it decoded. */
export interface GateFacts {
  events: readonly { name: string }[]
  callName: string | null
}

/** Whether the transaction logs an event, or makes a call, the gated story needs. */
export function gateOpen(name: GatedStoryName, { events, callName }: GateFacts): boolean {
  const gate: GatedStory = GATED_STORIES[name]
  return (callName !== null && (gate.calls?.includes(callName) ?? false)) || events.some((event) => gate.events.includes(event.name))
}

/** The gated stories a transaction may need, in a fixed order. */
export function gatedStoriesFor(facts: GateFacts): GatedStoryName[] {
  return GATED_NAMES.filter((name) => gateOpen(name, facts))
}
