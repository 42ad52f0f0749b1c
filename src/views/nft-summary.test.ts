import { describe, expect, it } from 'vitest'
import { nftSchema, type NftWire } from '@/api/nft'
import { WAITING } from '@/page-meta/page-meta'
import { describeNft } from './nft-summary'
import { nftView } from './nft'
import { GATEWAY, HOSTILE_NAME, linkOf } from '@/test/view-links'

const CONTRACT = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'
const link = linkOf(nftView, `/eth/nft/${CONTRACT}/7495`)

function nft(metadata: Record<string, unknown> | null, overrides: Partial<NftWire> = {}) {
  return nftSchema.parse({
    token_address: CONTRACT,
    token_id: '7495',
    name: 'Bored Ape Yacht Club',
    metadata: metadata && JSON.stringify(metadata),
    ...overrides,
  })
}

describe('describeNft', () => {
  it('names the token, its contract and chain from the URL alone', () => {
    expect(describeNft(link, WAITING, GATEWAY).title).toBe('NFT #7495 · 0xbc4c…f13d · Ethereum')
  })

  it('names the NFT and its collection, with its image through the HTTPS gateway', () => {
    const meta = describeNft(
      link,
      { state: 'loaded', data: nft({ name: 'Bored Ape #7495', description: 'A bored ape.', image: 'ipfs://QmRRPWG96cmgTn2qSzjwr2qvfNEuhunv6FNeMFGa9bx6mQ' }) },
      GATEWAY,
    )
    expect(meta).toEqual({
      title: 'Bored Ape #7495 · Bored Ape Yacht Club',
      description: 'A bored ape.',
      image: `${GATEWAY}QmRRPWG96cmgTn2qSzjwr2qvfNEuhunv6FNeMFGa9bx6mQ`,
    })
  })

  it('prefers the service’s https preview over the original image', () => {
    const media = { status: 'success', media_collection: { medium: { url: 'https://media.example/medium.png', width: 250, height: 250 } } }
    const meta = describeNft(link, { state: 'loaded', data: nft({ image: 'ipfs://QmX' }, { media: JSON.stringify(media) }) }, GATEWAY)
    expect(meta.image).toBe('https://media.example/medium.png')
  })

  it('falls back to the collection and token id without metadata', () => {
    const meta = describeNft(link, { state: 'loaded', data: nft(null) }, GATEWAY)
    expect(meta.title).toBe('Bored Ape Yacht Club #7495 · Bored Ape Yacht Club')
    expect(meta.description).toBe('Bored Ape Yacht Club #7495, an NFT of Bored Ape Yacht Club on Ethereum.')
    expect(meta.image).toBeNull()
  })

  it('never gives a javascript:, data: or http: image', () => {
    for (const image of ['javascript:window.__pwned=true', 'data:image/svg+xml,<svg onload=alert(1)>', 'http://insecure.example/7495.png']) {
      expect(describeNft(link, { state: 'loaded', data: nft({ image }) }, GATEWAY).image, image).toBeNull()
    }
  })

  it('keeps hostile metadata as cut, neutralised text', () => {
    const meta = describeNft(
      link,
      {
        state: 'loaded',
        data: nft({ name: `${HOSTILE_NAME}${'W'.repeat(100_000)}`, description: 'x'.repeat(100_000) }, { name: '<img src=x onerror=alert(1)>' }),
      },
      GATEWAY,
    )
    expect(meta.title).toMatch(/^<script>window\.__pwned=true<\/script>"'\uFFFDgnp\.exeW+… · <img src=x onerror=alert\(1\)>$/)
    expect(meta.title.length).toBeLessThan(140)
    expect(meta.description.length).toBeLessThanOrEqual(240)
  })

  it('says so when the NFT is not found, failed to load, or the link is unusable', () => {
    expect(describeNft(link, { state: 'not-found' }, GATEWAY).title).toBe('NFT not found · Ethereum')
    expect(describeNft(link, { state: 'failed' }, GATEWAY).title).toBe('Error · NFT #7495 · 0xbc4c…f13d · Ethereum')
    expect(describeNft(linkOf(nftView, `/eth/nft/${CONTRACT}/abc`), WAITING, GATEWAY).title).toBe('Invalid NFT link · Chainview')
  })
})
