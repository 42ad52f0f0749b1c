// Builds the signature index the transaction view decodes calls, events and errors with: every function, event and
// error declared in the ABIs of the pinned packages below, with parameter names, deduplicated and split into shards
// by the first six bits of the selector or topic (64 shards: few enough that the map of their chunks stays small,
// many enough that a page fetches a few kilobytes). Run `npm run generate:signatures` after changing a source package;
// src/lib/abi-decode/signature-index.test.ts fails while the committed shards differ from what this writes.
import { readdirSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as viem from 'viem'
import { formatAbiItem } from 'viem/utils'
import { SOURCES as KNOWLEDGE_SOURCES } from './knowledge-sources/index.mjs'
import { artifactAbis, packageDir } from './package-abis.mjs'
import { VERIFIED_CONTRACTS } from './verified-signatures.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(join(root, 'package.json'))
export const SHARD_DIR = join(root, 'src/lib/abi-decode/shards')

const POLYGON_BRIDGE_ARTIFACTS = [
  '/pos/RootChainManager.json',
  '/pos/ERC20Predicate.json',
  '/pos/EtherPredicate.json',
  '/pos/MintableERC20Predicate.json',
  '/pos/ChildERC20.json',
  '/plasma/ChildERC20.json',
  '/plasma/MRC20.json',
  '/plasma/DepositManager.json',
  '/plasma/WithdrawManager.json',
]

const viemAbis = ['erc20Abi', 'erc721Abi', 'erc1155Abi', 'erc4626Abi', 'multicall3Abi', 'erc6492SignatureValidatorAbi', 'universalSignatureValidatorAbi']

/** A package's artifacts under `folder` as one of the index's packages. */
const artifacts = (name, folder, keep) => ({ package: name, abis: () => artifactAbis(name, folder, keep) })

/**
 * The pinned packages the index reads, each with the declarations it gives, in the order their names win: when two
 * declare the same signature, the first one's parameter names are kept. viem's token ABIs come first because readers
 * know their names (`transfer(to, amount)`).
 */
export function abiPackages() {
  return [
    { package: 'viem', abis: () => viemAbis.map((name) => ({ source: `viem/${name}`, abi: viem[name] })) },
    artifacts('@openzeppelin/contracts', 'build/contracts'),
    artifacts('@uniswap/v2-core', 'build', (_, path) => !path.endsWith('Combined-Json.json')),
    artifacts('@uniswap/v2-periphery', 'build', (_, path) => !path.endsWith('Combined-Json.json')),
    artifacts('@uniswap/v3-core', 'artifacts/contracts'),
    artifacts('@uniswap/v3-periphery', 'artifacts/contracts'),
    artifacts('@uniswap/universal-router', 'artifacts/contracts'),
    // Foundry's output also holds the tests and forge-std's cheat codes: only contracts from src/ are kept.
    artifacts('@uniswap/v4-core', 'out', (artifact) =>
      Object.keys(artifact.metadata?.settings?.compilationTarget ?? {}).some((source) => source.startsWith('src/')),
    ),
    { package: '@opensea/seaport-js', abis: seaportAbis },
    artifacts('@safe-global/safe-deployments', 'dist/assets'),
    artifacts('@aave/core-v3', 'artifacts/contracts', (_, path) => !path.includes('/mocks/')),
    artifacts('@uniswap/swap-router-contracts', 'artifacts/contracts'),
    artifacts('@uniswap/permit2-sdk', 'dist/cjs/abis'),
    // EntryPoint v0.8, v0.7 and v0.6 with their sample accounts: each version's UserOperation differs.
    artifacts('@account-abstraction/contracts', 'artifacts'),
    artifacts('account-abstraction-contracts-v0.7', 'artifacts'),
    artifacts('account-abstraction-contracts-v0.6', 'artifacts'),
    artifacts('@cowprotocol/contracts', 'lib/contracts'),
    artifacts('@0x/contract-artifacts', 'lib/artifacts', (_, path) => !path.includes('/Dummy')),
    artifacts('@balancer-labs/v2-deployments', 'dist/tasks', (_, path) => path.includes('/abi/')),
    artifacts('@eth-optimism/contracts-bedrock', 'forge-artifacts', (artifact) =>
      Object.keys(artifact.metadata?.settings?.compilationTarget ?? {}).some((source) => source.startsWith('src/')),
    ),
    artifacts('@arbitrum/nitro-contracts', 'build/contracts/src', (_, path) => !/\/(mocks|test-helpers)\//.test(path)),
    { package: '@arbitrum/sdk', abis: arbitrumGatewayAbis },
    // Polygon PoS and Plasma bridge contracts and child tokens, as Polygon publishes them beside their addresses.
    artifacts('@maticnetwork/meta', 'network/mainnet/v1/artifacts', (_, path) => POLYGON_BRIDGE_ARTIFACTS.some((name) => path.endsWith(name))),
    artifacts('@uniswap/merkle-distributor', 'build', (_, path) => !path.endsWith('Combined-Json.json') && !path.endsWith('TestERC20.json')),
    // ENS's resolver profiles (text, content hash, addresses, names) and its first reverse registrar.
    artifacts('@ensdomains/resolver', 'build/contracts', (_, path) => !path.endsWith('Migrations.json')),
    { package: '@compound-finance/compound-js', abis: compoundAbis },
    { package: '@bgd-labs/aave-address-book', abis: aaveGovernanceTokenAbis },
    { package: '@bgd-labs/aave-address-book', abis: aaveV2PoolAbis },
    // Synthetix-style staking rewards (`stake`, `getReward`, `RewardPaid(user, reward)`), as Uniswap published them.
    artifacts('@uniswap/liquidity-staker', 'build', (_, path) => /\/(I?StakingRewards|StakingRewardsFactory)\.json$/.test(path)),
    // Algebra's position manager (QuickSwap V3 and other Algebra pools): its IncreaseLiquidity also names the pool.
    artifacts('@cryptoalgebra/periphery', 'artifacts/contracts', (_, path) => path.endsWith('/NonfungiblePositionManager.sol/NonfungiblePositionManager.json')),
    // Curve's pools, gauges, routers and voting escrow, and its crvUSD and lending markets' controllers, AMMs and vaults,
    // as Curve's own libraries ship them.
    artifacts('@curvefi/api', 'lib/constants/abis'),
    artifacts('@curvefi/llamalend-api', 'lib/constants/abis'),
    { package: '@morpho-org/blue-sdk-viem', abis: morphoAbis },
    // Juicebox's payment terminal: only `pay` and its `Pay` event (the same shape in its later terminals).
    {
      package: '@jbx-protocol/contracts-v2',
      abis: () =>
        artifactAbis('@jbx-protocol/contracts-v2', 'deployments/mainnet', (_, path) => path.endsWith('/JBETHPaymentTerminal.json')).map(({ source, abi }) => ({
          source,
          abi: abi.filter((item) => item.name === 'pay' || item.name === 'Pay'),
        })),
    },
    // thirdweb's templates, deployed by many issuers: tokens (TokenERC20, TokenERC721, TokenERC1155: `mintTo`,
    // `mintWithSignature`, `TokensMinted`), drops (DropERC20, DropERC721, DropERC1155, OpenEditionERC721: a buyer's
    // `claim`, `TokensClaimed`) and staking (TokenStake, NFTStake, EditionStake: `stake`, `claimRewards`), and Zora's
    // ERC721Drop interface it ships (`purchase`, `Sale`).
    artifacts('@thirdweb-dev/contracts-js', 'dist/abis', (_, path) =>
      /\/(TokenERC(20|721|1155)|DropERC(20|721|1155)|OpenEditionERC721|(Token|NFT|Edition)Stake|zora_IERC721Drop)\.json$/.test(path),
    ),
    // The Graph's L1 staking: a delegation or an indexer's stake moved to its L2 (`transferDelegationToL2`, `DelegationTransferredToL2`).
    artifacts('@graphprotocol/contracts', 'artifacts/contracts/staking', (_, path) => path.endsWith('/IL1StakingBase.json')),
    // ZKsync's bridges, as zksync-ethers ships their interfaces: on Ethereum the Bridgehub, the shared bridge and asset
    // router, the legacy ERC20 bridge and a ZK chain's diamond; on a ZK chain its L2 bridges and base token. Their
    // deposits and finalized withdrawals name the ZK chain by id.
    artifacts('zksync-ethers', 'abi', (_, path) =>
      /\/I(Bridgehub|L1SharedBridge|L1Bridge|L1ERC20Bridge|L1AssetRouter|L1Nullifier|L2SharedBridge|L2AssetRouter|ZkSyncHyperchain|EthToken)\.json$/.test(path),
    ),
    // Gnosis's conditional tokens, which Polymarket (on Polygon) and Omen (on Gnosis Chain) deploy: splits, merges and
    // a resolved condition's `redeemPositions` with its `PayoutRedemption`.
    artifacts('@gnosis.pm/conditional-tokens-contracts', 'build/contracts', (_, path) => path.endsWith('/ConditionalTokens.json')),
    // The knowledge sources that declare their package's ABIs (scripts/knowledge-sources/), in their precedence.
    ...KNOWLEDGE_SOURCES.filter((source) => source.abis).map((source) => ({ package: source.package, abis: source.abis })),
    // Wormhole's token bridge (Portal: `transferTokens`, `wrapAndTransferETH`) and core bridge (`LogMessagePublished`).
    ...WORMHOLE_PACKAGES,
    // Read for their calls' names only, after the verified contracts (`broad`): where one declares a signature
    // another source declares too (Zora's rewards' `Withdraw(from, to, amount)`, Comet's `Withdraw(src, to, amount)`),
    // the names the stories read stay the other's.
    // Aave V3's periphery: the gateway that wraps and supplies the native token (`depositETH`, `withdrawETH`) and the
    // incentives' rewards controller (`claimRewards`, `RewardsClaimed`).
    { ...artifacts('@aave/periphery-v3', 'artifacts/contracts', (_, path) => !path.includes('/mocks/')), broad: true },
    // Uniswap V4's position manager (`modifyLiquidities`) and router, from src/ only as for its core.
    {
      ...artifacts('@uniswap/v4-periphery', 'foundry-out', (artifact) =>
        Object.keys(artifact.metadata?.settings?.compilationTarget ?? {}).some((source) => source.startsWith('src/')),
      ),
      broad: true,
    },
    // Zora's creator contracts (1155 mints and sales strategies), coins, rewards and comments.
    { package: '@zoralabs/protocol-deployments', abis: () => ZORA_ABIS, broad: true },
    // Seaport 1.6 as seaport-js ships its build: `fulfillBasicOrder_efficient_6GL6yc` (selector 0x00000000) and its
    // conduits' `execute`.
    { ...artifacts('@opensea/seaport-js', 'src/artifacts/seaport/contracts'), broad: true },
    // ENS's registrar controllers (`commit`, `register`, `renew`), name wrapper, registry, resolver and reverse
    // registrar, as ENS's own library declares the calls it makes.
    { package: '@ensdomains/ensjs', abis: () => ENS_ABIS, broad: true },
    // SushiSwap's MasterChef (V1, V2), MiniChef and xSUSHI, whose farm calls (`deposit(pid, amount)`, `harvest`,
    // `withdrawAndHarvest`, `emergencyWithdraw`) the MasterChef forks of every chain share.
    { package: 'sushi', abis: () => SUSHI_ABIS, broad: true },
  ]
}

/**
 * Every source of declarations, in the order their names win: the packages, then contracts no package publishes, from
 * their verified sources, then, last, the packages read only for coverage (`broad`).
 */
export function abiSources(packages = abiPackages()) {
  return [
    ...packages.filter(({ broad }) => !broad).flatMap(({ abis }) => abis()),
    ...VERIFIED_CONTRACTS.map(({ contract, declarations }) => ({ source: `verified/${contract}`, abi: viem.parseAbi(declarations) })),
    ...packages.filter(({ broad }) => broad).flatMap(({ abis }) => abis()),
  ]
}

/** Wormhole's token bridge and core bridge, as its EVM SDK packages ship their typechain factories (ES modules only). */
const WORMHOLE_FACTORIES = [
  ['@wormhole-foundation/sdk-evm-tokenbridge', 'dist/esm/ethers-contracts/factories/Bridge__factory.js', 'Bridge__factory'],
  ['@wormhole-foundation/sdk-evm-core', 'dist/esm/ethers-contracts/factories/Implementation__factory.js', 'Implementation__factory'],
]
const WORMHOLE_PACKAGES = await Promise.all(
  WORMHOLE_FACTORIES.map(async ([name, file, factory]) => {
    const { abi } = (await import(pathToFileURL(join(packageDir(name), file)).href))[factory]
    return { package: name, abis: () => [{ source: `${name}/${file}#${factory}.abi`, abi }] }
  }),
)

/** The ABIs an ES module of a package exports under the names `keep` accepts, each its own source, in name order. */
async function exportedAbis(name, file, keep) {
  const exported = await import(pathToFileURL(join(packageDir(name), file)).href)
  return Object.keys(exported)
    .filter(keep)
    .sort()
    .map((exportName) => ({ source: `${name}/${file}#${exportName}`, abi: exported[exportName] }))
}

/** Zora's own ABIs; the Uniswap, Permit2 and WETH ABIs it re-exports come from their own packages above. */
const ZORA_ABIS = await exportedAbis(
  '@zoralabs/protocol-deployments',
  'dist/index.js',
  (name) => name.endsWith('ABI') && !/^(dev|iUniswap|uniswap|universalRouter|permit2|weth)/.test(name),
)

/** ENS's contracts as @ensdomains/ensjs declares them (`…Snippet`, `…Errors`), but the token standards' and Multicall's, which come from viem. */
const ENS_ABIS = await exportedAbis(
  '@ensdomains/ensjs',
  'dist/contracts/index.js',
  (name) => /(Snippet|Errors)$/.test(name) && !/^(erc\d+|multicall)/.test(name),
)

/** SushiSwap's farms as the sushi package exports them, one ABI item an export (`masterChefV2Abi_deposit`), gathered by contract. */
const SUSHI_ABIS = (() => {
  const file = '_cjs/evm/abi/index.js'
  const exported = require(join(packageDir('sushi'), file))
  const contracts = ['masterChefV1Abi', 'masterChefV2Abi', 'miniChefAbi', 'miniChefV2Abi', 'xsushiAbi']
  return contracts.map((contract) => ({
    source: `sushi/${file}#${contract}_*`,
    abi: Object.keys(exported)
      .filter((name) => name.startsWith(`${contract}_`))
      .sort()
      .flatMap((name) => exported[name]),
  }))
})()

/** Arbitrum's token gateway interface (`finalizeInboundTransfer`, the call its outbox makes on a withdrawal), as @arbitrum/sdk ships it. */
function arbitrumGatewayAbis() {
  const file = 'dist/lib/abi/factories/ITokenGateway__factory.js'
  const { ITokenGateway__factory } = require(join(packageDir('@arbitrum/sdk'), file))
  return [{ source: `@arbitrum/sdk/${file}#ITokenGateway__factory.abi`, abi: ITokenGateway__factory.abi }]
}

/**
 * Aave's governance tokens (AAVE, stkAAVE, aAAVE), as @bgd-labs/aave-address-book ships their interfaces: their
 * `delegate`/`delegateByType` and the `DelegateChanged(delegator, delegatee, delegationType)` they log for each power.
 */
function aaveGovernanceTokenAbis() {
  const file = 'dist/abis/IAaveToken.js'
  const { IAaveToken_ABI } = require(join(packageDir('@bgd-labs/aave-address-book'), file))
  return [{ source: `@bgd-labs/aave-address-book/${file}#IAaveToken_ABI`, abi: IAaveToken_ABI }]
}

/**
 * Aave V2's LendingPool (and its forks'), as @bgd-labs/aave-address-book ships ILendingPool, without its `Swap` event
 * (a borrow's switch between stable and variable rate, which no trade is).
 */
function aaveV2PoolAbis() {
  const file = 'dist/abis/ILendingPool.js'
  const { ILendingPool_ABI } = require(join(packageDir('@bgd-labs/aave-address-book'), file))
  const abi = ILendingPool_ABI.filter((item) => !(item.type === 'event' && item.name === 'Swap'))
  return [{ source: `@bgd-labs/aave-address-book/${file}#ILendingPool_ABI`, abi }]
}

/** Comet's (Compound v3's) liquidations: `absorb`, `buyCollateral` and their events. */
const COMET_LIQUIDATIONS = ['absorb', 'buyCollateral', 'AbsorbCollateral', 'AbsorbDebt', 'BuyCollateral']

/** Compound v2's cToken ABIs (cErc20, cEther) and Comet's liquidations, as @compound-finance/compound-js ships them. */
function compoundAbis() {
  const { abi } = require('@compound-finance/compound-js/dist/nodejs/constants.js')
  const comet = require('@compound-finance/compound-js/dist/nodejs/comet-artifacts/comet-constants.json')
  return [
    ...['cErc20', 'cEther'].map((name) => ({ source: `@compound-finance/compound-js/dist/nodejs/constants.js#abi.${name}`, abi: abi[name] })),
    // Comet's liquidations only: its supply and withdrawal keep the names of the verified table's declarations.
    {
      source: '@compound-finance/compound-js/dist/nodejs/comet-artifacts/comet-constants.json#abi',
      abi: comet.abi.filter((item) => COMET_LIQUIDATIONS.includes(item.name)),
    },
  ]
}

/** Morpho Blue, its vaults (MetaMorpho, Vault V2) and Lido's wstETH, as @morpho-org/blue-sdk-viem ships them. */
function morphoAbis() {
  const file = 'lib/cjs/abis.js'
  const abis = require(join(packageDir('@morpho-org/blue-sdk-viem'), file))
  return ['blueAbi', 'metaMorphoAbi', 'metaMorphoFactoryAbi', 'vaultV2Abi', 'publicAllocatorAbi', 'preLiquidationAbi', 'wstEthAbi'].map((name) => ({
    source: `@morpho-org/blue-sdk-viem/${file}#${name}`,
    abi: abis[name],
  }))
}

function seaportAbis() {
  const dir = join(packageDir('@opensea/seaport-js'), 'lib/abi')
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .flatMap((file) => Object.entries(require(join(dir, file))).map(([name, abi]) => ({ source: `@opensea/seaport-js/lib/abi/${file}#${name}`, abi })))
}

/** A parameter as the index stores it: name, type, components and indexed; no internalType. */
function compactParameter(parameter) {
  const compact = { name: parameter.name ?? '', type: parameter.type }
  if (parameter.components) compact.components = parameter.components.map(compactParameter)
  if (parameter.indexed) compact.indexed = true
  return compact
}

function compactItem(item) {
  return { type: item.type, name: item.name, inputs: (item.inputs ?? []).map(compactParameter) }
}

const keyOf = (item) => (item.type === 'event' ? viem.toEventSelector(formatAbiItem(item)) : viem.toFunctionSelector(formatAbiItem(item)))

/** Which declarations are the same: the canonical signature, and for an event which parameters are indexed. */
const identityOf = (item) => `${item.type} ${formatAbiItem(item)} ${item.type === 'event' ? item.inputs.map((input) => (input.indexed ? 1 : 0)).join('') : ''}`

/**
 * The index as shard name → JSON text. A shard holds, under `functions`, `events` and `errors`, the declarations
 * whose selector (or topic0) starts with the shard's byte, each list in source order.
 */
export function buildSignatureShards(sources = abiSources()) {
  const kept = new Map()
  for (const { abi } of sources) {
    for (const item of abi) {
      if (item.type !== 'function' && item.type !== 'event' && item.type !== 'error') continue
      if (item.type === 'event' && item.anonymous) continue
      const identity = identityOf(item)
      const earlier = kept.get(identity)
      // A later source only wins when it names parameters the earlier one left unnamed (IWETH's `withdraw(uint256)`).
      if (earlier && !(hasUnnamed(earlier) && !hasUnnamed(item))) continue
      kept.set(identity, earlier ? { ...compactItem(item), order: earlier.order } : { ...compactItem(item), order: kept.size })
    }
  }
  const shards = new Map()
  for (const { order: _order, ...item } of [...kept.values()].sort((a, b) => a.order - b.order)) {
    const key = keyOf(item)
    const shardName = shardOf(key)
    const shard = shards.get(shardName) ?? { functions: {}, events: {}, errors: {} }
    shards.set(shardName, shard)
    ;(shard[`${item.type}s`][key] ??= []).push(item)
  }
  const sortedKeys = (record) =>
    Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    )
  return new Map(
    [...shards.keys()].sort().map((name) => {
      const shard = shards.get(name)
      const text = JSON.stringify({ functions: sortedKeys(shard.functions), events: sortedKeys(shard.events), errors: sortedKeys(shard.errors) })
      return [`${name}.json`, `${text}\n`]
    }),
  )
}

/** The shard of a selector or topic0: its first six bits as two hex digits, 00 to 3f. Must match src/lib/abi-decode/signature-index.ts. */
export const shardOf = (key) => (parseInt(key.slice(2, 4), 16) >> 2).toString(16).padStart(2, '0')

const hasUnnamed = (item) =>
  (item.inputs ?? []).some(function unnamed(input) {
    return !input.name || (input.components ?? []).some(unnamed)
  })

function writeShards() {
  const shards = buildSignatureShards()
  rmSync(SHARD_DIR, { recursive: true, force: true })
  mkdirSync(SHARD_DIR, { recursive: true })
  for (const [file, text] of shards) writeFileSync(join(SHARD_DIR, file), text)
  const bytes = [...shards.values()].reduce((sum, text) => sum + text.length, 0)
  console.log(`Wrote ${shards.size} shards (${bytes} bytes) to ${relative(root, SHARD_DIR)}`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeShards()
