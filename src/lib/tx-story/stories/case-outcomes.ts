import { keccak256, parseAbi, toHex } from 'viem'

/** Gnosis's conditional tokens, as @gnosis.pm/conditional-tokens-contracts publishes them. */
export const conditionalTokens = parseAbi([
  'function splitPosition(address collateralToken, bytes32 parentCollectionId, bytes32 conditionId, uint256[] partition, uint256 amount)',
  'function mergePositions(address collateralToken, bytes32 parentCollectionId, bytes32 conditionId, uint256[] partition, uint256 amount)',
  'function redeemPositions(address collateralToken, bytes32 parentCollectionId, bytes32 conditionId, uint256[] indexSets)',
  'event PositionSplit(address indexed stakeholder, address collateralToken, bytes32 indexed parentCollectionId, bytes32 indexed conditionId, uint256[] partition, uint256 amount)',
  'event PositionsMerge(address indexed stakeholder, address collateralToken, bytes32 indexed parentCollectionId, bytes32 indexed conditionId, uint256[] partition, uint256 amount)',
  'event PayoutRedemption(address indexed redeemer, address indexed collateralToken, bytes32 indexed parentCollectionId, bytes32 conditionId, uint256[] indexSets, uint256 payout)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])
export const CONDITIONAL_TOKENS_SOURCE = '@gnosis.pm/conditional-tokens-contracts/build/contracts/ConditionalTokens.json'

export const POLYGON = 'polygon'
/** USDC.e, Polymarket's collateral, and the conditional tokens it splits into outcomes, on Polygon. */
export const COLLATERAL = '0x2791bca1f2de4661ed88a30c99a7a9449aa84174'
export const CONDITIONAL_TOKENS = '0x4d97dcd97ec945f40cf65f87097ace5ea0476045'
/** A binary market's condition and its two outcomes' position ids (index sets 1 and 2). */
export const CONDITION = keccak256(toHex('outcome condition: will it rain'))
export const YES = 52_622_185_333_102_918_731_234_567_890_123_456_789_012_345_678_901_234_567_890_123_456_789_012_345n
export const NO = YES + 1n
