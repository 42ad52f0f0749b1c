import { describe, expect, it } from 'vitest'
import type { KnowledgeShard } from '../knowledge'
import { COMMITTED_SHARDS, fullKnowledge } from '../test-support/committed-knowledge'
import { listedAddressIn, type ContractSought } from './case-contracts'

const BASE_BRIDGE = { protocol: 'Base bridge', role: 'bridge', destination: { id: 8453, name: 'Base' } } as const
const SHARDS = new Map<string, KnowledgeShard>([
  ['1-4', { '0x49048044d57e1c92a77f79988d21fa8faf74e97e': BASE_BRIDGE }],
  ['1-3', { '0x3154cf16ccdb4c6d922629664174b904d80f2c35': BASE_BRIDGE }],
  ['10', { '0x4200000000000000000000000000000000000010': { protocol: 'OP Mainnet bridge', role: 'bridge', destination: { id: 1, name: 'Ethereum' } } }],
  ['any', { '0x5ff137d4b0fdcd49dca30c7cf57e578a026d2789': { protocol: 'ERC-4337 EntryPoint v0.6', role: 'entry-point' } }],
])
const listed = listedAddressIn(SHARDS)

describe('a contract a case names by role', () => {
  it('is one the committed knowledge lists so, on the case’s chain', () => {
    const committed = listedAddressIn(COMMITTED_SHARDS)
    const onEthereum = committed({ role: 'lending-market', protocol: 'Compound v3', name: 'cUSDCv3' })
    const onArbitrum = committed({ chain: 'arbitrum', role: 'lending-market', protocol: 'Compound v3', name: 'cUSDCv3' })
    expect(fullKnowledge(1)(onEthereum)).toMatchObject({ protocol: 'Compound v3', role: 'lending-market', name: 'cUSDCv3' })
    expect(fullKnowledge(42161)(onArbitrum)).toMatchObject({ protocol: 'Compound v3', role: 'lending-market', name: 'cUSDCv3' })
    expect(onArbitrum).not.toBe(onEthereum)
  })

  it('is the lowest address of several alike, and another once the case has taken that one', () => {
    const first = listed({ role: 'bridge', protocol: 'Base bridge' })
    expect(first).toBe('0x3154cf16ccdb4c6d922629664174b904d80f2c35')
    expect(listed({ role: 'bridge', destination: { id: 8453, name: 'Base' } }, [first])).toBe('0x49048044d57e1c92a77f79988d21fa8faf74e97e')
  })

  it('may be one the knowledge lists on every chain', () => {
    expect(listed({ chain: 'base', role: 'entry-point', protocol: 'ERC-4337 EntryPoint v0.6' })).toBe('0x5ff137d4b0fdcd49dca30c7cf57e578a026d2789')
  })

  it.each<{ what: string; sought: ContractSought; besides?: string[]; error: RegExp }>([
    { what: 'a role no source declares', sought: { role: 'lending-poool' } as unknown as ContractSought, error: /role "lending-poool" on eth$/ },
    {
      what: 'a protocol the knowledge does not list',
      sought: { role: 'bridge', protocol: 'Zora bridge' },
      error: /role "bridge" on eth and \{"protocol":"Zora bridge"\}/,
    },
    {
      what: 'a contract listed on another chain only',
      sought: { chain: 'optimism', role: 'bridge', protocol: 'Base bridge' },
      error: /role "bridge" on optimism/,
    },
    {
      what: 'a second contract where there is one',
      sought: { role: 'entry-point' },
      besides: ['0x5ff137d4b0fdcd49dca30c7cf57e578a026d2789'],
      error: /role "entry-point" on eth besides 0x5ff1/,
    },
    { what: 'a chain the app does not serve', sought: { chain: 'scroll', role: 'bridge' }, error: /no chain "scroll" to look the role "bridge" up on/ },
  ])('throws, naming the role, for $what', ({ sought, besides, error }) => {
    expect(() => listed(sought, besides)).toThrow(error)
  })
})
