import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { formatAbiItem } from 'abitype'
import { parseAbi, type Abi } from 'viem'
import { VERIFIED_CONTRACTS } from '../../../../scripts/verified-signatures.mjs'
import { transactionSchema } from '@/api/transaction'
import { findEvmChain } from '@/chains'
import { decodeTransaction } from '@/lib/abi-decode/decode-transaction'
import { FULL_INDEX } from '@/lib/abi-decode/test-support/full-index'
import { transactionActionText } from '../action-summary'
import { MAX_LINE_LENGTH } from '../action-parts'
import { explainTransaction, lineText } from '../explain'
import { contractNameOf, NO_KNOWLEDGE } from '../knowledge'
import { ETH_CONTEXT } from '../story-fixtures.test-support'
import { fullKnowledge } from '../test-support/committed-knowledge'
import { indexWith } from '../test-support/index-with'
import { COMMITTED_STORY_CASES } from '../test-support/committed-story-cases'
import { caseFixture } from './case-fixture'
import { gateFactsOf } from '../story-events'
import { gatedStoriesFor } from '../story-gates'
import { loadStoryTeller } from '../use-stories'
import { knowledgeMayMatter } from '../use-story-knowledge'
import { tellerWith } from './pipeline'
import { GATE_TABLE, tellTransaction } from './teller'

const ETH = findEvmChain('eth')!
const STORY_CASE_TABLES = COMMITTED_STORY_CASES.tables
const NODE_MODULES = join(dirname(fileURLToPath(import.meta.url)), '../../../../node_modules')
const known = fullKnowledge(1)
const context = {
  ...ETH_CONTEXT,
  tokenFacts: (token: string) =>
    ETH_CONTEXT.tokenFacts(token) ?? (token === '0xdac17f958d2ee523a2206206994597c13d831ec7' ? { symbol: 'USDT', decimals: 6 } : null),
  contractName: (address: string) => contractNameOf(known(address)),
}

/** The case's chain: its knowledge, its native coin, and off Ethereum the tokens its published lists name. */
function chainOf(apiChain = 'eth') {
  const chain = findEvmChain(apiChain)!
  const chainKnown = fullKnowledge(Number(chain.id))
  const chainContext = {
    ...context,
    nativeSymbol: chain.native.symbol,
    nativeDecimals: chain.native.decimals,
    tokenFacts: (token: string) => {
      const listed = chainKnown(token)
      if (apiChain === 'eth') return context.tokenFacts(token)
      return listed?.role === 'token' ? listed.token : null
    },
    contractName: (address: string) => contractNameOf(chainKnown(address)),
  }
  return { known: chainKnown, context: chainContext }
}

/**
 * What the page knows of the case: nothing of the published lists where they could not change the line (a plain
 * transfer of the sender's own, a call that logs nothing), for the page does not load them then.
 */
function pageKnowledge(tx: Parameters<typeof knowledgeMayMatter>[0], onChain: ReturnType<typeof chainOf>): ReturnType<typeof chainOf> {
  if (knowledgeMayMatter(tx)) return onChain
  return { known: NO_KNOWLEDGE, context: { ...onChain.context, contractName: () => null } }
}

describe.each(STORY_CASE_TABLES)('the $kind story', ({ kind, abis, cases }) => {
  const index = indexWith(
    FULL_INDEX,
    abis.map(({ abi }) => abi),
  )
  it.each(cases.map((storyCase, position) => ({ ...storyCase, position })))('tells $name', async ({ name, line, tx: _tx, position, ...rest }) => {
    const fixture = caseFixture(kind, { name, line, tx: _tx, ...rest }, position)
    const tx = transactionSchema.parse({ ...fixture.transaction, internal_transactions: fixture.internal })
    const onChain = pageKnowledge(tx, chainOf(rest.chain))
    if (rest.e2e) expect(rest.chain ?? 'eth', 'the end-to-end spec opens its cases on Ethereum').toBe('eth')
    const decoded = decodeTransaction(tx, index)
    const told = lineText(explainTransaction(tx, decoded, onChain.known, tellTransaction).line, onChain.context)
    expect(told).toBe(line)
    expect(told.length).toBeLessThanOrEqual(MAX_LINE_LENGTH)
    // The page loads only the gated stories the transaction's events, call and listed recipient open, and tells the same line.
    const { tell } = await loadStoryTeller(gatedStoriesFor(GATE_TABLE, gateFactsOf(tx, decoded, onChain.known)), GATE_TABLE)
    expect(lineText(explainTransaction(tx, decoded, onChain.known, tell).line, onChain.context)).toBe(line)
  })
})

describe('a story’s cases', () => {
  const require = createRequire(import.meta.url)
  // a scoped (`@uniswap/…`) or unscoped (`zksync-ethers/…`) package's JSON file
  const packaged = STORY_CASE_TABLES.flatMap(({ abis }) => abis).filter(({ source }) => /^(@[\w.-]+\/)?[\w.-]+\/\S+\.json$/.test(source))

  it.each(packaged)('are encoded with declarations $source publishes', ({ source, abi }) => {
    // a package whose `exports` hides its ABIs (permit2-sdk) is read where npm installs it
    const path = existsSync(join(NODE_MODULES, source)) ? join(NODE_MODULES, source) : require.resolve(source)
    const file = JSON.parse(readFileSync(path, 'utf8')) as { abi: Abi } | Abi
    const publishedAbi: Abi = 'abi' in file ? file.abi : file
    const published = new Set(publishedAbi.filter((item) => item.type === 'function' || item.type === 'event').map((item) => formatAbiItem(item)))
    for (const item of abi) expect(published, formatAbiItem(item)).toContain(formatAbiItem(item))
  })

  // A package's module of ABIs (`@morpho-org/blue-sdk-viem/lib/cjs/abis.js#blueAbi`), read where npm installs it.
  const modules = STORY_CASE_TABLES.flatMap(({ abis }) => abis).filter(({ source }) => /^(@[\w.-]+\/)?[\w.-]+\/\S+\.js#/.test(source))

  it.each(modules)('are encoded with declarations $source exports', ({ source, abi }) => {
    const [path = '', name = ''] = source.split('#')
    const module = require(join(dirname(fileURLToPath(import.meta.url)), '../../../../node_modules', path)) as Record<string, unknown>
    // a dotted name reads a static member: a typechain factory's `ITokenGateway__factory.abi`
    const exported = (name.split('.').reduce<unknown>((found, key) => (found as Record<string, unknown> | undefined)?.[key], module) as Abi | undefined) ?? []
    const published = new Set(exported.filter((item) => item.type === 'function' || item.type === 'event').map((item) => formatAbiItem(item)))
    for (const item of abi) expect(published, formatAbiItem(item)).toContain(formatAbiItem(item))
  })

  const verified = STORY_CASE_TABLES.flatMap(({ abis }) => abis).filter(({ source }) => source.startsWith('verified: '))

  it.each(verified)('are encoded with the declarations of the project’s table of verified sources ($source)', ({ source, abi }) => {
    const entry = VERIFIED_CONTRACTS.find((candidate) => `verified: ${candidate.contract}` === source)
    const declared = new Set(parseAbi(entry?.declarations ?? []).map((item) => formatAbiItem(item)))
    for (const item of abi) expect(declared, formatAbiItem(item)).toContain(formatAbiItem(item))
  })

  it('each has a hash of its own', () => {
    const names = STORY_CASE_TABLES.flatMap(({ kind, cases }) => cases.map(({ name }) => `${kind}: ${name}`))
    expect(new Set(names).size).toBe(names.length)
  })

  it('read the same in a link preview once its decoding and knowledge are in hand, where the tokens are common ones', () => {
    const { kind, abis, cases } = STORY_CASE_TABLES.find((table) => table.kind === 'lending')!
    const storyCase = cases.find((candidate) => candidate.e2e)!
    const fixture = caseFixture(kind, storyCase, cases.indexOf(storyCase))
    const tx = transactionSchema.parse({ ...fixture.transaction, internal_transactions: fixture.internal })
    const decoded = decodeTransaction(
      tx,
      indexWith(
        FULL_INDEX,
        abis.map(({ abi }) => abi),
      ),
    )
    expect(transactionActionText(tx, ETH.apiChain, ETH.native, decoded, known, tellTransaction)).toBe(storyCase.line)
  })
})

describe('a gated story', () => {
  it('not loaded while its events are there leaves the line to the flows, passing over no story', () => {
    const table = STORY_CASE_TABLES.find(({ kind }) => kind === 'liquidation')!
    const [storyCase] = table.cases
    const fixture = caseFixture(table.kind, storyCase!, 0)
    const tx = transactionSchema.parse({ ...fixture.transaction, internal_transactions: fixture.internal })
    const decoded = decodeTransaction(
      tx,
      indexWith(
        FULL_INDEX,
        table.abis.map(({ abi }) => abi),
      ),
    )
    expect(gatedStoriesFor(GATE_TABLE, gateFactsOf(tx, decoded, null))).toContain('liquidation')
    const told = (teller: ReturnType<typeof tellerWith>) => lineText(explainTransaction(tx, decoded, known, teller).line, context)
    expect(told(tellTransaction)).toBe(storyCase!.line)
    expect(told(tellerWith({}, GATE_TABLE))).toBe(lineText(explainTransaction(tx, decoded, known).line, context))
  })
})
