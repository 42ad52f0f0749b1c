// Builds the stories' protocol knowledge (which address is which protocol's what, which chain a bridge goes to) from
// deployment lists that pinned npm packages publish. `npm run generate:knowledge` writes it; a test fails when the
// committed files differ from what this builds.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chains from 'viem/chains'
import { entryPoint06Address, entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(join(root, 'package.json'))
export const KNOWLEDGE_DIR = join(root, 'src/lib/tx-story/knowledge')

/** The chains the app serves, as src/chains.ts declares their hex ids. */
function servedChainIds() {
  const source = readFileSync(join(root, 'src/chains.ts'), 'utf8')
  return new Set([...source.matchAll(/\bid: '(0x[0-9a-f]+)'/g)].map((match) => Number.parseInt(match[1], 16)))
}

/** Entries contracts on every chain share (deployed at one address everywhere): chain "any". */
const ANY_CHAIN = 'any'

function entryPoints() {
  return [
    [entryPoint06Address, 'v0.6'],
    [entryPoint07Address, 'v0.7'],
    [entryPoint08Address, 'v0.8'],
  ].map(([address, version]) => ({ chain: ANY_CHAIN, address, entry: { protocol: `ERC-4337 EntryPoint ${version}`, role: 'entry-point' } }))
}

/** Every mainnet chain viem defines, by id: the names a bridge event's destination chain id reads as. */
function chainNames() {
  const rows = []
  const seen = new Set()
  for (const chain of Object.values(chains)) {
    if (!chain?.id || chain.testnet || seen.has(chain.id)) continue
    seen.add(chain.id)
    rows.push({ chain: ANY_CHAIN, address: `chain:${chain.id}`, entry: { protocol: null, role: 'chain', name: chain.name } })
  }
  return rows
}

/** A mainnet chain's name by id, as viem names it. */
function viemChainName(id) {
  return Object.values(chains).find((chain) => chain?.id === id && !chain.testnet)?.name ?? Object.values(chains).find((chain) => chain?.id === id)?.name
}

/** The OP Stack contracts on the L2 through which a withdrawal to the settlement chain starts or a deposit arrives. */
const OP_STACK_L2_BRIDGES = ['l2StandardBridge', 'l2ToL1MessagePasser', 'l2CrossDomainMessenger']

/**
 * OP Stack chains from viem's chain definitions: on the settlement chain (when served) their portal and standard
 * bridge, leading to the L2; on the L2 (when served) its standard bridge, message passer and messenger, leading back.
 */
function opStackBridges(served) {
  const rows = []
  for (const chain of Object.values(chains)) {
    if (!chain?.sourceId || !chain.contracts) continue
    if (served.has(chain.sourceId)) {
      const destination = { id: chain.id, name: chain.name }
      for (const contract of ['portal', 'l1StandardBridge']) {
        const address = chain.contracts[contract]?.[chain.sourceId]?.address
        if (!address || /^0x0+$/.test(address)) continue
        rows.push({ chain: chain.sourceId, address, entry: { protocol: `${chain.name} bridge`, role: 'bridge', destination } })
      }
    }
    const settlement = viemChainName(chain.sourceId)
    if (!served.has(chain.id) || !settlement) continue
    for (const contract of OP_STACK_L2_BRIDGES) {
      const address = chain.contracts[contract]?.address
      if (address)
        rows.push({
          chain: chain.id,
          address,
          entry: { protocol: `${chain.name} bridge`, role: 'bridge', destination: { id: chain.sourceId, name: settlement } },
        })
    }
  }
  return rows
}

/**
 * Arbitrum chains from @arbitrum/sdk's network list: on the parent chain the inbox, the token gateways, the outbox
 * and the bridge that pays withdrawals out; on the chain itself ArbSys (withdrawEth) and the child gateways.
 */
function arbitrumBridges(served) {
  const { getArbitrumNetworks } = require('@arbitrum/sdk')
  const { ARB_SYS_ADDRESS } = require('@arbitrum/sdk/dist/lib/dataEntities/constants')
  const rows = []
  for (const network of getArbitrumNetworks()) {
    const protocol = `${network.name} bridge`
    if (served.has(network.parentChainId)) {
      const destination = { id: network.chainId, name: network.name }
      const contracts = [
        network.ethBridge?.inbox,
        network.ethBridge?.outbox,
        network.ethBridge?.bridge,
        network.tokenBridge?.parentGatewayRouter,
        network.tokenBridge?.parentErc20Gateway,
        network.tokenBridge?.parentCustomGateway,
        network.tokenBridge?.parentWethGateway,
      ]
      for (const address of contracts.filter(Boolean)) rows.push({ chain: network.parentChainId, address, entry: { protocol, role: 'bridge', destination } })
    }
    const parent = viemChainName(network.parentChainId)
    if (!served.has(network.chainId) || !parent) continue
    const destination = { id: network.parentChainId, name: parent }
    const contracts = [
      ARB_SYS_ADDRESS,
      network.tokenBridge?.childGatewayRouter,
      network.tokenBridge?.childErc20Gateway,
      network.tokenBridge?.childCustomGateway,
      network.tokenBridge?.childWethGateway,
    ]
    for (const address of contracts.filter(Boolean)) rows.push({ chain: network.chainId, address, entry: { protocol, role: 'bridge', destination } })
  }
  return rows
}

/**
 * Polygon PoS from @maticnetwork/meta's mainnet list: on Ethereum the RootChainManager, its predicates and the Plasma
 * deposit and withdraw managers, leading to Polygon; on Polygon the child chain manager and the state receiver that
 * delivers deposits, leading to Ethereum, and the native coin's contract (MRC20: its `withdraw` bridges POL back, and
 * it logs every transaction's fee).
 */
function polygonPosBridges(served) {
  const { Main, Matic } = JSON.parse(readFileSync(require.resolve('@maticnetwork/meta/network/mainnet/v1/index.json'), 'utf8'))
  const rows = []
  const side = (chainId, otherId, addresses) => {
    const name = viemChainName(otherId)
    if (!served.has(chainId) || !name) return
    for (const address of addresses.filter(Boolean))
      rows.push({ chain: chainId, address, entry: { protocol: 'Polygon PoS bridge', role: 'bridge', destination: { id: otherId, name } } })
  }
  side(Main.ChainId, Matic.ChainId, [
    Main.POSContracts.RootChainManagerProxy,
    Main.POSContracts.ERC20PredicateProxy,
    Main.POSContracts.EtherPredicateProxy,
    Main.POSContracts.MintableERC20PredicateProxy,
    Main.Contracts.DepositManagerProxy,
    Main.Contracts.WithdrawManagerProxy,
  ])
  side(Matic.ChainId, Main.ChainId, [Matic.POSContracts.ChildChainManagerProxy, Matic.GenesisContracts.StateReceiver])
  const ethereum = viemChainName(Main.ChainId)
  if (served.has(Matic.ChainId) && ethereum) {
    const entry = { protocol: 'Polygon PoS', role: 'bridge-native-token', destination: { id: Main.ChainId, name: ethereum } }
    rows.push({ chain: Matic.ChainId, address: Matic.Contracts.Tokens.MaticToken, entry })
  }
  return rows
}

/**
 * Circle's CCTP on mainnets, from @circle-fin/bridge-kit's chain definitions: each served chain's TokenMessengers and
 * MessageTransmitters (v1 and v2), and each domain id as the chain it stands for, under `cctp-domain:<id>`, named as viem names that chain
 * (Circle's own name for a chain viem does not define, such as Solana). Testnets reuse the domain ids for their own
 * chains, so their messengers stay out: a deposit on one is told by its flows alone.
 */
function cctp(served) {
  const circleChains = Object.values(require('@circle-fin/bridge-kit/chains')).filter((chain) => chain?.cctp && !chain.isTestnet)
  const viemNames = new Map(Object.values(chains).flatMap((chain) => (chain?.id && !chain.testnet ? [[chain.id, chain.name]] : [])))
  const rows = []
  for (const chain of circleChains) {
    const name = viemNames.get(chain.chainId) ?? chain.name
    rows.push({ chain: ANY_CHAIN, address: `cctp-domain:${chain.cctp.domain}`, entry: { protocol: null, role: 'cctp-domain', name } })
    if (chain.type !== 'evm' || !served.has(chain.chainId)) continue
    for (const [version, contracts] of Object.entries(chain.cctp.contracts)) {
      if (contracts.tokenMessenger)
        rows.push({ chain: chain.chainId, address: contracts.tokenMessenger, entry: { protocol: `Circle CCTP ${version}`, role: 'cctp-token-messenger' } })
      if (contracts.messageTransmitter)
        rows.push({
          chain: chain.chainId,
          address: contracts.messageTransmitter,
          entry: { protocol: `Circle CCTP ${version}`, role: 'cctp-message-transmitter' },
        })
    }
  }
  return rows
}

/** Aave v2 and v3 markets: each pool, and each reserve's token, receipt token and debt token. */
function aaveMarkets(served) {
  const book = require('@bgd-labs/aave-address-book')
  const rows = []
  for (const [name, market] of Object.entries(book)) {
    const version = /^AaveV([23])/.exec(name)?.[1]
    if (!version || !market?.POOL || !served.has(market.CHAIN_ID)) continue
    const protocol = `Aave V${version}`
    const chain = market.CHAIN_ID
    rows.push({ chain, address: market.POOL, entry: { protocol, role: 'lending-pool' } })
    if (market.WETH_GATEWAY) rows.push({ chain, address: market.WETH_GATEWAY, entry: { protocol, role: 'lending-gateway' } })
    for (const [symbol, asset] of Object.entries(market.ASSETS ?? {})) {
      const token = { symbol, decimals: asset.decimals }
      rows.push({ chain, address: asset.UNDERLYING, entry: { protocol: null, role: 'token', token } })
      const underlying = asset.UNDERLYING.toLowerCase()
      if (asset.A_TOKEN) rows.push({ chain, address: asset.A_TOKEN, entry: { protocol, role: 'receipt-token', underlying, decimals: asset.decimals } })
      for (const debt of [asset.V_TOKEN, asset.S_TOKEN].filter(Boolean))
        rows.push({ chain, address: debt, entry: { protocol, role: 'debt-token', underlying, decimals: asset.decimals } })
    }
  }
  return rows
}

/** The chain ids of the networks @compound-finance/compound-js names its deployments by. */
const COMPOUND_NETWORKS = { mainnet: 1, matic: 137, arbitrum: 42161, base: 8453 }

/**
 * Compound v2's cTokens on Ethereum (cETH's underlying is the native coin, `underlying: null`) and Compound v3's Comet
 * markets, each with its base token, from @compound-finance/compound-js.
 */
function compoundMarkets(served) {
  const { address, cTokens, decimals, cometConstants: comet } = require('@compound-finance/compound-js/dist/nodejs/constants.js')
  const rows = []
  if (served.has(COMPOUND_NETWORKS.mainnet)) {
    for (const name of cTokens) {
      const symbol = name.slice(1)
      const underlying = symbol === 'ETH' ? null : address.mainnet[symbol]?.toLowerCase()
      if (underlying === undefined || !address.mainnet[name]) continue
      const entry = { protocol: 'Compound v2', role: 'lending-market', name, underlying, decimals: decimals[symbol] }
      rows.push({ chain: COMPOUND_NETWORKS.mainnet, address: address.mainnet[name], entry })
    }
  }
  for (const [instance, network] of Object.entries(comet.instanceNetworkMap)) {
    const chain = COMPOUND_NETWORKS[network]
    const base = comet.base[instance]
    const market = comet.address[instance]
    if (!chain || !served.has(chain) || !market?.Comet || !market[base]?.contract) continue
    const entry = {
      protocol: 'Compound v3',
      role: 'lending-market',
      name: `c${base}v3`,
      underlying: market[base].contract.toLowerCase(),
      decimals: comet.decimals[instance][base],
    }
    rows.push({ chain, address: market.Comet, entry })
  }
  return rows
}

/**
 * Uniswap's own position managers, from @uniswap/sdk-core's address map: V3's NonfungiblePositionManager and V4's
 * PositionManager on each served chain, so a position there is named as Uniswap's and not just "a liquidity position".
 */
function uniswapPositionManagers(served) {
  const { CHAIN_TO_ADDRESSES_MAP } = require('@uniswap/sdk-core')
  const rows = []
  for (const [chainId, addresses] of Object.entries(CHAIN_TO_ADDRESSES_MAP)) {
    const chain = Number(chainId)
    if (!served.has(chain)) continue
    for (const [address, protocol] of [
      [addresses.nonfungiblePositionManagerAddress, 'Uniswap V3'],
      [addresses.v4PositionManagerAddress, 'Uniswap V4'],
    ])
      if (address) rows.push({ chain, address, entry: { protocol, role: 'position-manager' } })
  }
  return rows
}

const SAFE_ROLES = {
  GnosisSafe: 'safe-singleton',
  GnosisSafeL2: 'safe-singleton',
  Safe: 'safe-singleton',
  SafeL2: 'safe-singleton',
  MultiSend: 'multisend',
  MultiSendCallOnly: 'multisend',
  GnosisSafeProxyFactory: 'safe-proxy-factory',
  SafeProxyFactory: 'safe-proxy-factory',
  ProxyFactory: 'safe-proxy-factory',
}

/** Safe's singletons, proxy factories and MultiSend contracts, from @safe-global/safe-deployments. */
function safeContracts(served) {
  const assets = join(dirname(require.resolve('@safe-global/safe-deployments/package.json')), 'dist/assets')
  const rows = []
  for (const version of readdirSync(assets).sort()) {
    for (const file of readdirSync(join(assets, version)).sort()) {
      const deployment = JSON.parse(readFileSync(join(assets, version, file), 'utf8'))
      const role = SAFE_ROLES[deployment.contractName]
      if (!role) continue
      for (const [chainId, types] of Object.entries(deployment.networkAddresses ?? {})) {
        if (!served.has(Number(chainId))) continue
        for (const type of [types].flat()) {
          const address = deployment.deployments?.[type]?.address
          if (address) rows.push({ chain: Number(chainId), address, entry: { protocol: `Safe ${deployment.version}`, role } })
        }
      }
    }
  }
  return rows
}

export const KNOWLEDGE_SOURCES = [
  'viem',
  '@arbitrum/sdk',
  '@maticnetwork/meta',
  '@circle-fin/bridge-kit',
  '@bgd-labs/aave-address-book',
  '@compound-finance/compound-js',
  '@safe-global/safe-deployments',
  '@uniswap/sdk-core',
]

/** A chain with more entries than this is split by each address's first hex digit; a smaller one is one file. */
const SPLIT_ABOVE = 100

/** An address's shard: `1-4` (chain 1, addresses 0x4…) on a split chain, else the chain alone. */
export const shardName = (chain, address, split) => (split ? `${chain}-${address.slice(2, 3).toLowerCase()}` : `${chain}`)

/** Every shard's file name and JSON text; the first source to name an address keeps it. */
export function buildKnowledgeShards() {
  const served = servedChainIds()
  const rows = [
    ...entryPoints(),
    ...chainNames(),
    ...opStackBridges(served),
    ...arbitrumBridges(served),
    ...polygonPosBridges(served),
    ...cctp(served),
    ...aaveMarkets(served),
    ...compoundMarkets(served),
    ...safeContracts(served),
    ...uniswapPositionManagers(served),
  ]
  const perChain = new Map()
  for (const { chain, address } of rows) if (chain !== ANY_CHAIN) perChain.set(chain, (perChain.get(chain) ?? new Set()).add(address.toLowerCase()))
  const shards = new Map()
  for (const { chain, address, entry } of rows) {
    const name = shardName(chain, address, (perChain.get(chain)?.size ?? 0) > SPLIT_ABOVE)
    const shard = shards.get(name) ?? {}
    shards.set(name, shard)
    const key = address.toLowerCase()
    if (!(key in shard)) shard[key] = entry
  }
  const sorted = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1)))
  return new Map([...shards].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, shard]) => [`${name}.json`, `${JSON.stringify(sorted(shard), null, 0)}\n`]))
}

function writeKnowledge() {
  rmSync(KNOWLEDGE_DIR, { recursive: true, force: true })
  mkdirSync(KNOWLEDGE_DIR, { recursive: true })
  const shards = buildKnowledgeShards()
  for (const [file, text] of shards) writeFileSync(join(KNOWLEDGE_DIR, file), text)
  console.log(`wrote ${shards.size} knowledge shards to ${KNOWLEDGE_DIR}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeKnowledge()
