import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildKnowledgeShards, KNOWLEDGE_DIR, KNOWLEDGE_SOURCES } from '../../../scripts/build-story-knowledge.mjs'
import { knowledgeOf, knowledgeShardsFor } from './knowledge-shards'
import type { KnowledgeShard } from './knowledge'
import { TRANSACTION_CASES } from '../../../mocks/fixtures/transaction'
import { STORY_CASES } from '../../../mocks/fixtures/story-cases'
import { caseHash } from './stories/case-fixture'
import { decodedWithFullIndex, fullKnowledge, parsedFixture } from './story-fixtures.test-support'
import { movements } from './movements'
import { storiesMayTell } from './stories-may-tell'
import { knowledgeMayMatter } from './use-story-knowledge'

const built = buildKnowledgeShards()

describe('the stories’ knowledge of contracts', () => {
  it('is what `npm run generate:knowledge` writes from the pinned packages: run it when this fails', () => {
    const committed = new Map(readdirSync(KNOWLEDGE_DIR).map((file) => [file, readFileSync(join(KNOWLEDGE_DIR, file), 'utf8')]))
    expect([...committed.keys()]).toEqual([...built.keys()])
    for (const [file, text] of built) expect(committed.get(file), file).toBe(text)
  })

  it('reads the deployment lists the docs name, each pinned to an exact version', () => {
    const pkg = JSON.parse(readFileSync(join(KNOWLEDGE_DIR, '../../../../package.json'), 'utf8')) as Record<string, Record<string, string>>
    for (const source of KNOWLEDGE_SOURCES.filter((name) => name !== 'viem')) expect(pkg.devDependencies?.[source], source).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it.each([
    {
      what: 'Base’s OptimismPortal',
      address: '0x49048044d57e1c92a77f79988d21fa8faf74e97e',
      expected: { role: 'bridge', destination: { id: 8453, name: 'Base' } },
    },
    {
      what: 'OP Mainnet’s standard bridge',
      address: '0x99c9fc46f92e8a1c0dec1b1747d010903e884be1',
      expected: { role: 'bridge', destination: { id: 10, name: 'OP Mainnet' } },
    },
    {
      what: 'Arbitrum One’s delayed inbox',
      address: '0x4dbd4fc535ac27206064b68ffcf827b0a60bab3f',
      expected: { role: 'bridge', destination: { id: 42161, name: 'Arbitrum One' } },
    },
    { what: 'Circle’s CCTP TokenMessenger v1', address: '0xbd3fa81b58ba92a82136038b25adec7066af3155', expected: { role: 'cctp-token-messenger' } },
    { what: 'Circle’s CCTP TokenMessenger v2', address: '0x28b5a0e9c621a5badaa536219b3a228c8168cf5d', expected: { role: 'cctp-token-messenger' } },
    { what: 'CCTP domain 3 as the chain viem names', address: 'cctp-domain:3', expected: { role: 'cctp-domain', name: 'Arbitrum One' } },
    { what: 'CCTP domain 5, a chain viem does not define, by Circle’s name', address: 'cctp-domain:5', expected: { role: 'cctp-domain', name: 'Solana' } },
    { what: 'Aave V3’s Ethereum pool', address: '0x87870bca3f3fd6335c3f4ce8392d69350b4fa4e2', expected: { protocol: 'Aave V3', role: 'lending-pool' } },
    { what: 'Aave V2’s Ethereum pool', address: '0x7d2768de32b0b80b7a3454c06bdac94a69ddc7a9', expected: { protocol: 'Aave V2', role: 'lending-pool' } },
    {
      what: 'Compound v2’s cETH, lending the native coin',
      address: '0x4ddc2d193948926d02f9b1fe9e1daa0718270ed5',
      expected: { protocol: 'Compound v2', role: 'lending-market', name: 'cETH', underlying: null, decimals: 18 },
    },
    {
      what: 'Compound v3’s USDC market (Comet)',
      address: '0xc3d688b66703497daa19211eedff47f25384cdc3',
      expected: { protocol: 'Compound v3', role: 'lending-market', name: 'cUSDCv3', underlying: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', decimals: 6 },
    },
    { what: 'Safe 1.3.0’s MultiSendCallOnly', address: '0x40a2accbd92bca938b02010e17a5b8929b49130d', expected: { role: 'multisend' } },
    { what: 'the ERC-4337 EntryPoint v0.6', address: '0x5ff137d4b0fdcd49dca30c7cf57e578a026d2789', expected: { role: 'entry-point' } },
  ])('names $what', ({ address, expected }) => {
    expect(fullKnowledge(1)(address)).toMatchObject(expected)
  })

  it('names USDC with its decimals, and aEthUSDC as Aave’s receipt for it', () => {
    const known = fullKnowledge(1)
    expect(known('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toEqual({ protocol: null, role: 'token', token: { symbol: 'USDC', decimals: 6 } })
    expect(known('0x98c23e9d8f34fefb1b7bd6a91b7ff122f4e16f5c')).toMatchObject({
      role: 'receipt-token',
      underlying: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    })
  })

  it.each([
    { chain: 'Fantom', id: 250, address: '0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83', symbol: 'wFTM' },
    { chain: 'Cronos', id: 25, address: '0x5c7f8a570d578ed84e63fdfa7b1ee72deae1ae23', symbol: 'WCRO' },
    { chain: 'Moonbeam', id: 1284, address: '0xacc15dc74880c9944775448304b263d191c6077f', symbol: 'WGLMR' },
    { chain: 'Ronin', id: 2020, address: '0xe514d9deb7966c8be0ca922de8a064264ea6bcd4', symbol: 'WRON' },
  ])('names $chain’s wrapped coin, so a wrap there reads in whole tokens', ({ id, address, symbol }) => {
    expect(fullKnowledge(id)(address)).toEqual({ protocol: null, role: 'token', token: { symbol, decimals: 18 } })
  })

  it('knows nothing of an address no list names, nor of a contract on another chain', () => {
    expect(fullKnowledge(1)('0x5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed')).toBeNull()
    expect(fullKnowledge(137)('0x49048044d57e1c92a77f79988d21fa8faf74e97e')).toBeNull()
  })

  it('asks only for the shards that hold the addresses in view', () => {
    const existing = new Set(['any', '1-4', '1-8', '10'])
    expect(knowledgeShardsFor(1, ['0x4904aaaa', '0x87870bca'], existing)).toEqual(['1-4', '1-8', 'any'])
    expect(knowledgeShardsFor(10, ['0x4904aaaa'], existing)).toEqual(['10', 'any'])
    expect(knowledgeOf([{} as KnowledgeShard])(null)).toBeNull()
  })
})

describe('whether a transaction asks for the knowledge at all', () => {
  it.each([
    { what: 'a plain ERC20 transfer of the sender’s own', hash: TRANSACTION_CASES.erc20Transfer, asks: false },
    { what: 'a WETH wrap', hash: STORY_CASES.wrap, asks: false },
    { what: 'an Aave supply, whose pool emits its own event', hash: STORY_CASES.aaveSupply, asks: true },
    { what: 'a Safe execution, whose tokens move between others', hash: STORY_CASES.safeExecution, asks: true },
    {
      what: 'a call that logged nothing, which only the lists can tell (an ENS commitment)',
      hash: caseHash('ens', 'a commitment to register a .eth name, the first of a registration’s two steps'),
      asks: true,
    },
    { what: 'a failed call, which logged nothing', hash: TRANSACTION_CASES.failed, asks: false },
    { what: 'a plain ETH payment to a contract, with no calldata', hash: TRANSACTION_CASES.ethWithInternal, asks: false },
  ])('$what: $asks', ({ hash, asks }) => {
    expect(knowledgeMayMatter(parsedFixture(hash))).toBe(asks)
  })
})

describe('whether a transaction loads the stories', () => {
  const mayTell = (hash: string, withIndex: boolean) => {
    const tx = parsedFixture(hash)
    return storiesMayTell(tx, withIndex ? decodedWithFullIndex(tx) : null, fullKnowledge(), movements(tx))
  }

  it('not for a plain ERC20 transfer of the sender’s own, before or after the index has answered', () => {
    expect(mayTell(TRANSACTION_CASES.erc20Transfer, false)).toBe(false)
    expect(mayTell(TRANSACTION_CASES.erc20Transfer, true)).toBe(false)
  })

  it('for a claim call that only brought the sender tokens, once the index has named the call', () => {
    const hash = caseHash('claim', 'a claim call that only brought the sender tokens, with no event the index reads, and a fee')
    expect(mayTell(hash, false)).toBe(false)
    expect(mayTell(hash, true)).toBe(true)
  })

  it('for a wrapper’s unwrap, whose only events are its transfers, once the index has named the call', () => {
    const hash = caseHash('wrapper', 'a wrapper token unwrapped: burned from the sender, the wrapper paying the DAI out')
    expect(mayTell(hash, false)).toBe(false)
    expect(mayTell(hash, true)).toBe(true)
  })

  it('for a burn the called contract paid back, whose only event is its burn, once the index has named the call', () => {
    const hash = caseHash('burn-redemption', 'a burn of a stated amount that the called contract paid back in ETH')
    expect(mayTell(hash, false)).toBe(false)
    expect(mayTell(hash, true)).toBe(true)
  })

  it('for a transferAndCall, whose only event is its transfer, once the index has named the call', () => {
    const hash = caseHash('transfer-and-call', 'LINK sent to a contract with transferAndCall, which the token then called')
    expect(mayTell(hash, false)).toBe(false)
    expect(mayTell(hash, true)).toBe(true)
  })

  it('for a Safe execution, whose tokens move between others, and a failed swap', () => {
    expect(mayTell(STORY_CASES.safeExecution, false)).toBe(true)
    expect(mayTell(STORY_CASES.failedSwap, false)).toBe(true)
  })
})
