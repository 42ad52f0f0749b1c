// Generated from scripts/knowledge-sources by `npm run generate`: do not edit.

/** Every role a knowledge source gives a contract; `KnownContract` (./knowledge.ts) has one shape per role. */
export type KnowledgeRole =
  | 'bridge'
  | 'bridge-native-token'
  | 'cctp-domain'
  | 'cctp-message-transmitter'
  | 'cctp-token-messenger'
  | 'chain'
  | 'debt-token'
  | 'ens-registrar-controller'
  | 'entry-point'
  | 'farcaster-id-registry'
  | 'farcaster-key-registry'
  | 'farcaster-storage-registry'
  | 'layerzero-chain'
  | 'lending-gateway'
  | 'lending-market'
  | 'lending-pool'
  | 'morpho-blue'
  | 'multisend'
  | 'outcome-exchange'
  | 'position-manager'
  | 'receipt-token'
  | 'safe-proxy-factory'
  | 'safe-singleton'
  | 'stargate-bridge'
  | 'token'
  | 'uniswapx-reactor'
  | 'wormhole-chain'
  | 'wormhole-core-bridge'
  | 'wormhole-token-bridge'

/** How a contract’s line names its role after the protocol ("Aave V3: Pool"); a role not here goes by the protocol alone. */
export const ROLE_NAMES: Partial<Record<KnowledgeRole, string>> = {
  'bridge-native-token': 'native coin',
  'cctp-message-transmitter': 'MessageTransmitter',
  'cctp-token-messenger': 'TokenMessenger',
  'ens-registrar-controller': 'ETHRegistrarController',
  'farcaster-id-registry': 'IdRegistry',
  'farcaster-key-registry': 'KeyRegistry',
  'farcaster-storage-registry': 'StorageRegistry',
  'lending-gateway': 'WETH gateway',
  'lending-pool': 'Pool',
  multisend: 'MultiSend',
  'position-manager': 'Position manager',
  'safe-proxy-factory': 'Proxy factory',
  'safe-singleton': 'Singleton',
  'stargate-bridge': 'Bridge',
  'wormhole-core-bridge': 'Core Bridge',
  'wormhole-token-bridge': 'Token Bridge',
}

/** The packages the knowledge is built from, in precedence order. */
export const KNOWLEDGE_SOURCES = [
  'viem',
  '@arbitrum/sdk',
  '@maticnetwork/meta',
  '@circle-fin/bridge-kit',
  '@bgd-labs/aave-address-book',
  '@compound-finance/compound-js',
  '@safe-global/safe-deployments',
  '@uniswap/sdk-core',
  '@wormhole-foundation/sdk-base',
  '@stargatefinance/stg-evm-v1',
  '@morpho-org/blue-sdk',
  '@uniswap/uniswapx-sdk',
  '@farcaster/core',
  '@polymarket/clob-client',
  '@lifi/data-types',
  '@ensdomains/ensjs',
] as const
