import { describe, expect, it } from 'vitest'
import { chainLabel, chainsFor, EVM_CHAINS, findEvmChain, findRpcChain, retiredOn, RPC_CHAINS, TRENDING_CHAINS } from './chains'
import { CHAIN_LINKS, findChainByExplorerHost, findChainByMarketName, UNDERSTOOD_HOSTS } from './chain-links'

describe('chain registry', () => {
  it('lists the 26 EVM chains of the general operations', () => {
    expect(chainsFor('general')).toHaveLength(26)
  })

  it('gives the collection operation its own set: no palm, ronin and lisk added', () => {
    const collection = chainsFor('collection').map((chain) => chain.apiChain)
    expect(collection).toHaveLength(29)
    expect(collection).not.toContain('palm')
    expect(collection).toEqual(expect.arrayContaining(['ronin', 'ronin-testnet', 'lisk', 'lisk-sepolia']))
    expect(findEvmChain('ronin')).toBeNull()
    expect(findEvmChain('ronin', 'collection')?.id).toBe('0x7e4')
  })

  it('marks the chains the provider discontinued with the day it did: Palm, Fantom, then Moonbeam, Moonriver and Lisk', () => {
    expect(EVM_CHAINS.filter((chain) => chain.retiredOn).map((chain) => [chain.slug, chain.retiredOn])).toEqual([
      ['fantom', '2026-05-29'],
      ['palm', '2024-11-22'],
      ['moonbeam', '2026-09-25'],
      ['moonriver', '2026-09-25'],
      ['lisk', '2026-09-25'],
    ])
    expect(chainLabel(findEvmChain('palm')!)).toBe('Palm (retired 2024-11-22)')
    expect(chainLabel(findEvmChain('eth')!)).toBe('Ethereum')
  })

  it('marks the NFT operations the provider removed from Gnosis on 2024-12-06, while its other operations go on', () => {
    expect(EVM_CHAINS.filter((chain) => chain.nftRetiredOn).map((chain) => [chain.slug, chain.nftRetiredOn])).toEqual([
      ['gnosis', '2024-12-06'],
      ['gnosis-testnet', '2024-12-06'],
    ])
    const gnosis = findEvmChain('gnosis')!
    expect(retiredOn(gnosis, 'general')).toBeUndefined()
    expect(retiredOn(gnosis, 'nft')).toBe('2024-12-06')
    expect(retiredOn(gnosis, 'collection')).toBe('2024-12-06')
    expect(chainLabel(gnosis)).toBe('Gnosis')
    expect(chainLabel(gnosis, 'nft')).toBe('Gnosis (NFTs retired 2024-12-06)')
    expect(chainLabel(findEvmChain('palm')!, 'nft')).toBe('Palm (retired 2024-11-22)')
  })

  it('finds a chain by name, slug or hex id', () => {
    expect(findEvmChain('polygon')?.id).toBe('0x89')
    expect(findEvmChain('0x89')?.apiChain).toBe('polygon')
    expect(findEvmChain('0X089')?.apiChain).toBe('polygon')
    expect(findEvmChain('polygon-amoy')?.apiChain).toBe('polygon amoy')
    expect(findEvmChain('polygon amoy')?.slug).toBe('polygon-amoy')
    expect(findEvmChain('bsc-testnet')?.id).toBe('0x61')
    expect(findEvmChain('not-a-chain')).toBeNull()
  })

  it('has unique names, slugs and ids', () => {
    for (const key of ['apiChain', 'slug', 'id'] as const) expect(new Set(EVM_CHAINS.map((chain) => chain[key])).size).toBe(EVM_CHAINS.length)
  })

  it('knows native currencies', () => {
    expect(findEvmChain('bsc')?.native).toEqual({ symbol: 'BNB', decimals: 18 })
    expect(findEvmChain('gnosis')?.native.symbol).toBe('xDAI')
  })

  it('lists the 33 RPC chains and maps them to transaction views where the data API has the chain', () => {
    expect(RPC_CHAINS).toHaveLength(33)
    expect(findRpcChain('amoy')?.evmSlug).toBe('polygon-amoy')
    expect(findRpcChain('zksync')?.evmSlug).toBeNull()
    for (const chain of RPC_CHAINS) if (chain.evmSlug) expect(findEvmChain(chain.evmSlug)).not.toBeNull()
  })

  it('marks the RPC chains the provider sunset: Fantom on 2026-05-29, ZetaChain on 2026-06-01', () => {
    expect(RPC_CHAINS.filter((chain) => chain.retiredOn).map((chain) => [chain.rpcName, chain.retiredOn])).toEqual([
      ['zetachain', '2026-06-01'],
      ['zetachain-testnet', '2026-06-01'],
      ['fantom', '2026-05-29'],
    ])
  })

  it('lets the trending board narrow to the served mainnets and Solana, never a testnet or a retired chain', () => {
    const slugs = TRENDING_CHAINS.map((chain) => chain.slug)
    expect(slugs).toEqual(expect.arrayContaining(['eth', 'base', 'bsc', 'polygon', 'arbitrum', 'solana']))
    expect(slugs).not.toContain('sepolia')
    expect(slugs).not.toContain('fantom')
    expect(slugs).not.toContain('palm')
  })

  it('finds the RPC chain by its own name, or by the EVM slug or hex id of the same chain', () => {
    expect(findRpcChain('amoy')?.rpcName).toBe('amoy')
    expect(findRpcChain('polygon-amoy')?.rpcName).toBe('amoy')
    expect(findRpcChain('0x1')?.rpcName).toBe('eth')
    expect(findRpcChain('ETH')?.rpcName).toBe('eth')
  })

  it('has no RPC chain for a chain the RPC operation does not serve', () => {
    expect(findRpcChain('cronos')).toBeNull()
    expect(findRpcChain('atlantis')).toBeNull()
  })

  it('gives every explorer host one chain, and finds a chain by another site’s name for it', () => {
    expect(new Set(UNDERSTOOD_HOSTS).size).toBe(UNDERSTOOD_HOSTS.length)
    expect(findChainByExplorerHost('www.PolygonScan.com')?.slug).toBe('polygon')
    expect(findChainByExplorerHost('optimistic.etherscan.io')?.slug).toBe('optimism')
    expect(findChainByExplorerHost('example.com')).toBeNull()
    expect(findChainByMarketName('opensea', 'matic')?.slug).toBe('polygon')
    expect(findChainByMarketName('dexscreener', 'ethereum')?.slug).toBe('eth')
  })

  it('names the links of exactly the registry’s chains', () => {
    expect(Object.keys(CHAIN_LINKS).sort()).toEqual(EVM_CHAINS.map((chain) => chain.slug).sort())
  })
})
