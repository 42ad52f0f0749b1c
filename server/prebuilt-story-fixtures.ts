import { createServer, type Plugin } from 'vite'

const STORIES = '/mocks/fixtures/transaction-stories.ts'
const CASES = '/mocks/fixtures/story-cases.ts'

interface StoriesModule {
  storyTransactions(): { transaction: { hash: string; block_hash: unknown; transaction_index: unknown } }[]
  findStoryTransaction(hash: string): unknown
  findStoryRpcTransaction(chain: string, blockHash: string, index: bigint): unknown
  PRUNED_STORY_BLOCK_HASH: string
}

/**
 * In a production build the story fixtures are encoded once, in Node, by their own code (viem and the published
 * ABIs), and the fixture chunk carries the result as JSON. Encoding them in the browser would make the fixture chunk
 * share viem's hashing and encoding modules with the app's chunks, and the bundler would split those apart for every
 * reader: 1.6 KB more on a transaction, 0.2 KB on every other view. Dev, unit tests and the benchmark's upstream load
 * the fixture code itself.
 */
export function prebuiltStoryFixtures(alias: Record<string, string>): Plugin {
  let root = process.cwd()
  return {
    name: 'chainview:prebuilt-story-fixtures',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async load(id) {
      if (!id.endsWith(STORIES) || this.environment?.name === 'ssr') return null
      const server = await createServer({
        root,
        configFile: false,
        resolve: { alias },
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        // Modules loaded in Node need no browser dependencies pre-bundled: no scan of the app's imports.
        optimizeDeps: { noDiscovery: true },
      })
      try {
        const stories = (await server.ssrLoadModule(STORIES)) as StoriesModule
        const { STORY_CASES } = (await server.ssrLoadModule(CASES)) as { STORY_CASES: Record<string, string> }
        const hugeArray = STORY_CASES.hugeArray ?? ''
        const fixtures = [...stories.storyTransactions(), stories.findStoryTransaction(hugeArray)]
        const rpc = stories
          .storyTransactions()
          .map(({ transaction }) => stories.findStoryRpcTransaction('eth', String(transaction.block_hash), BigInt(String(transaction.transaction_index))))
        return [
          `import { findEvmChain } from '@/chains'`,
          `const FIXTURES = JSON.parse(${JSON.stringify(JSON.stringify(fixtures))})`,
          `const RPC = JSON.parse(${JSON.stringify(JSON.stringify(rpc.filter(Boolean)))})`,
          `const HUGE_ARRAY = ${JSON.stringify(hugeArray)}`,
          `export const PRUNED_STORY_BLOCK_HASH = ${JSON.stringify(stories.PRUNED_STORY_BLOCK_HASH)}`,
          `export function storyTransactions() { return FIXTURES.filter((fixture) => fixture.transaction.hash !== HUGE_ARRAY) }`,
          `export function findStoryTransaction(hash, chain = 'eth') {`,
          `  if ((findEvmChain(chain)?.apiChain ?? chain) !== 'eth') return undefined`,
          `  return FIXTURES.find((fixture) => fixture.transaction.hash === hash.toLowerCase())`,
          `}`,
          `export function findStoryRpcTransaction(chain, blockHash, index) {`,
          `  if (chain !== 'eth') return null`,
          `  return RPC.find((record) => record.blockHash === blockHash.toLowerCase() && BigInt(record.transactionIndex) === index) ?? null`,
          `}`,
        ].join('\n')
      } finally {
        await server.close()
      }
    },
  }
}
