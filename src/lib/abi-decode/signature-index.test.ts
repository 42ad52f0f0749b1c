import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { toEventSelector, toFunctionSelector, type AbiEvent, type AbiFunction } from 'viem'
import { abiSources, buildSignatureShards, SHARD_DIR, shardOf as generatorShardOf } from '../../../scripts/build-signature-index.mjs'
import { VERIFIED_CONTRACTS } from '../../../scripts/verified-signatures.mjs'
import { shardOf, type SignatureShard } from './signature-index'

const built = buildSignatureShards()
const committed = new Map(readdirSync(SHARD_DIR).map((file) => [file, readFileSync(join(SHARD_DIR, file), 'utf8')]))
const shards = new Map([...built].map(([file, text]) => [file, JSON.parse(text) as SignatureShard]))
const functionsAt = (selector: string) => shards.get(`${shardOf(selector)}.json`)?.functions[selector] ?? []

describe('the signature index', () => {
  it('is what `npm run generate:signatures` writes from the pinned packages: run it when this fails', () => {
    expect([...committed.keys()]).toEqual([...built.keys()])
    for (const [file, text] of built) expect(committed.get(file), file).toBe(text)
  })

  it('reads every source package the docs name', () => {
    const packages = new Set(
      abiSources().map(({ source }) =>
        source
          .split('/')
          .slice(0, source.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    )
    expect([...packages].sort()).toEqual([
      '@0x/contract-artifacts',
      '@aave/core-v3',
      '@account-abstraction/contracts',
      '@arbitrum/nitro-contracts',
      '@arbitrum/sdk',
      '@balancer-labs/v2-deployments',
      '@bgd-labs/aave-address-book',
      '@compound-finance/compound-js',
      '@cowprotocol/contracts',
      '@cryptoalgebra/periphery',
      '@curvefi/api',
      '@curvefi/llamalend-api',
      '@ensdomains/resolver',
      '@eth-optimism/contracts-bedrock',
      '@graphprotocol/contracts',
      '@jbx-protocol/contracts-v2',
      '@maticnetwork/meta',
      '@morpho-org/blue-sdk-viem',
      '@opensea/seaport-js',
      '@openzeppelin/contracts',
      '@safe-global/safe-deployments',
      '@stargatefinance/stg-evm-v1',
      '@thirdweb-dev/contracts-js',
      '@uniswap/liquidity-staker',
      '@uniswap/merkle-distributor',
      '@uniswap/permit2-sdk',
      '@uniswap/swap-router-contracts',
      '@uniswap/universal-router',
      '@uniswap/v2-core',
      '@uniswap/v2-periphery',
      '@uniswap/v3-core',
      '@uniswap/v3-periphery',
      '@uniswap/v4-core',
      '@wormhole-foundation/sdk-evm-core',
      '@wormhole-foundation/sdk-evm-tokenbridge',
      'account-abstraction-contracts-v0.6',
      'account-abstraction-contracts-v0.7',
      'verified',
      'viem',
    ])
  })

  it('pins every source package but viem at an exact version, so the same install writes the same index', () => {
    const { devDependencies } = JSON.parse(readFileSync(join(SHARD_DIR, '../../../../package.json'), 'utf8')) as { devDependencies: Record<string, string> }
    const sources = new Set(
      abiSources().map(({ source }) =>
        source
          .split('/')
          .slice(0, source.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    )
    sources.delete('viem')
    sources.delete('verified')
    for (const name of sources) expect(devDependencies[name], name).toMatch(/^(npm:@?[\w./-]+@)?\d+\.\d+\.\d+(-[\w.]+)?$/)
  })

  it('lists each contract no package publishes with its address and where its verified source is', () => {
    for (const { address, source, declarations } of VERIFIED_CONTRACTS) {
      expect(address).toMatch(/^0x[0-9a-f]{40}$/)
      expect(source).toMatch(new RegExp(`^https://(etherscan\\.io|optimistic\\.etherscan\\.io|basescan\\.org|arbiscan\\.io)/address/${address}#code$`))
      expect(declarations.length).toBeGreaterThan(0)
    }
    expect(new Set(VERIFIED_CONTRACTS.map(({ address }) => address)).size).toBe(VERIFIED_CONTRACTS.length)
  })

  it('keeps parameter names, so a reader sees amountOutMin rather than uint256', () => {
    const [swap] = functionsAt('0x7ff36ab5')
    expect(swap?.name).toBe('swapExactETHForTokens')
    expect(swap?.inputs.map((input) => input.name)).toEqual(['amountOutMin', 'path', 'to', 'deadline'])
    const [withdraw] = functionsAt('0x2e1a7d4d')
    expect(withdraw?.inputs.map((input) => input.name)).toEqual(['wad'])
  })

  it('holds each declaration once, and both forms of Transfer that differ in what is indexed', () => {
    for (const shard of shards.values()) {
      for (const group of [shard.functions, shard.events, shard.errors]) {
        for (const items of Object.values(group)) {
          const identities = items.map((item) => JSON.stringify([item.name, item.inputs.map((input) => [input.type, input.indexed ?? false])]))
          expect(new Set(identities).size).toBe(identities.length)
        }
      }
    }
    const transfers = shards.get(`${shardOf('0xddf252ad')}.json`)?.events['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'] ?? []
    expect(transfers.map((event) => event.inputs.filter((input) => input.indexed).length)).toEqual([2, 3])
  })

  it('puts every selector and topic in the shard of its first six bits, where the app looks, under the hash of its declaration', () => {
    expect(shards.size).toBe(64)
    for (const [file, shard] of shards) {
      for (const [selector, items] of [...Object.entries(shard.functions), ...Object.entries(shard.errors)]) {
        expect([shardOf(selector), generatorShardOf(selector)], file).toEqual([file.slice(0, 2), file.slice(0, 2)])
        for (const item of items) expect(toFunctionSelector(item as unknown as AbiFunction)).toBe(selector)
      }
      for (const [topic, items] of Object.entries(shard.events)) {
        expect([shardOf(topic), generatorShardOf(topic)], file).toEqual([file.slice(0, 2), file.slice(0, 2)])
        for (const item of items) expect(toEventSelector(item as unknown as AbiEvent)).toBe(topic)
      }
    }
  })
})
