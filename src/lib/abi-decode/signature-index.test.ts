import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { toEventSelector, toFunctionSelector, type AbiEvent, type AbiFunction } from 'viem'
import { abiPackages, abiSources, buildSignatureShards, SHARD_DIR, shardOf as generatorShardOf } from '../../../scripts/build-signature-index.mjs'
import { VERIFIED_CONTRACTS } from '../../../scripts/verified-signatures.mjs'
import { shardOf, type SignatureShard } from './signature-index'

/** Each package's declarations, read once. */
const packages = abiPackages().map(({ abis, ...described }) => {
  const sources = abis()
  return { ...described, abis: () => sources }
})
const built = buildSignatureShards(abiSources(packages))
const committed = new Map(readdirSync(SHARD_DIR).map((file) => [file, readFileSync(join(SHARD_DIR, file), 'utf8')]))
const shards = new Map([...built].map(([file, text]) => [file, JSON.parse(text) as SignatureShard]))
const functionsAt = (selector: string) => shards.get(`${shardOf(selector)}.json`)?.functions[selector] ?? []

describe('the signature index', () => {
  it('is what `npm run generate:signatures` writes from the pinned packages: run it when this fails', () => {
    expect([...committed.keys()]).toEqual([...built.keys()])
    for (const [file, text] of built) expect(committed.get(file), file).toBe(text)
  })

  it('reads declarations from every package it declares, each source named under its package', () => {
    expect(packages.length).toBeGreaterThan(0)
    for (const { package: name, abis } of packages) {
      const sources = abis()
      for (const { source } of sources) expect(source.startsWith(`${name}/`), source).toBe(true)
      const declarations = sources.flatMap(({ abi }) => abi).filter(({ type }) => type === 'function' || type === 'event' || type === 'error')
      expect(declarations.length, name).toBeGreaterThan(0)
    }
  })

  it('pins every source package but viem at an exact version, so the same install writes the same index', () => {
    const { devDependencies } = JSON.parse(readFileSync(join(SHARD_DIR, '../../../../package.json'), 'utf8')) as { devDependencies: Record<string, string> }
    for (const { package: name } of packages.filter(({ package: name }) => name !== 'viem'))
      expect(devDependencies[name], name).toMatch(/^(npm:@?[\w./-]+@)?\d+\.\d+\.\d+(-[\w.]+)?$/)
  })

  it('lists each contract no package publishes with its address and where its verified source is', () => {
    for (const { address, source, declarations } of VERIFIED_CONTRACTS) {
      expect(address).toMatch(/^0x[0-9a-f]{40}$/)
      expect(source).toMatch(
        new RegExp(
          `^https://(etherscan\\.io|optimistic\\.etherscan\\.io|basescan\\.org|arbiscan\\.io|polygonscan\\.com|gnosisscan\\.io|bscscan\\.com)/address/${address}#code$`,
        ),
      )
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

  it('lets a package read only for coverage name what no other source does, and rename nothing another names', () => {
    const narrow = new Map(
      [...buildSignatureShards(abiSources(packages.filter(({ broad }) => !broad)))].map(([file, text]) => [file, JSON.parse(text) as SignatureShard]),
    )
    let added = 0
    for (const [file, shard] of shards) {
      for (const group of ['functions', 'events', 'errors'] as const) {
        for (const [key, [first]] of Object.entries(shard[group])) {
          const before = narrow.get(file)?.[group][key]?.[0]
          if (before) expect(first, key).toEqual(before)
          else added += 1
        }
      }
    }
    expect(added).toBeGreaterThan(0)
    const [withdrawEth] = functionsAt('0x80500d20')
    expect(withdrawEth?.name).toBe('withdrawETH')
    // a MasterChef farm's deposit(pid, amount), which the sushi package names for every fork of it
    const [farmDeposit] = functionsAt('0xe2bbb158')
    expect(farmDeposit?.inputs.map(({ name }) => name)).toEqual(['_pid', '_amount'])
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
