import { describe, expect, it } from 'vitest'
import type { NftMedia } from '@/api/nft'
import { planMedia, previewSrcSet } from './nft-media'

const gateway = 'https://gateway.example/ipfs/'
const HOSTILE_URLS = ['javascript:window.__pwned=true', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', 'data:image/svg+xml,<svg onload=alert(1)>']

function media(overrides: Partial<NftMedia> = {}): NftMedia {
  return {
    status: 'success',
    updatedAt: null,
    mimetype: 'image/png',
    parent_hash: null,
    original_media_url: null,
    media_collection: {
      low: { url: 'https://preview.example/low.png', width: 64, height: 64 },
      medium: { url: 'https://preview.example/medium.png', width: 250, height: 250 },
      high: { url: 'https://preview.example/high.png', width: 500, height: 500 },
    },
    ...overrides,
  }
}

const summary = (input: Parameters<typeof planMedia>[0]) => planMedia({ gateway, ...input }).candidates.map(({ kind, src, from }) => `${from}:${kind}:${src}`)

describe('choosing NFT media', () => {
  it('shows an image through the ipfs gateway with the preview sizes as its srcset, then the original alone', () => {
    const plan = planMedia({ gateway, animationUrl: undefined, image: 'ipfs://QmApe', media: media() })
    expect(plan.candidates).toEqual([
      {
        kind: 'image',
        src: 'https://gateway.example/ipfs/QmApe',
        srcSet: 'https://preview.example/low.png 64w, https://preview.example/medium.png 250w, https://preview.example/high.png 500w',
        poster: null,
        from: 'preview',
      },
      { kind: 'image', src: 'https://gateway.example/ipfs/QmApe', srcSet: null, poster: null, from: 'image' },
    ])
    expect(plan.skippedUnsafe).toBe(false)
  })

  it('plays a video animation first, with the image as its poster, and falls back to the image', () => {
    expect(summary({ animationUrl: 'ipfs://bafy/312.mp4', image: 'ipfs://bafy/312.png', media: null })).toEqual([
      'animation_url:video:https://gateway.example/ipfs/bafy/312.mp4',
      'image:image:https://gateway.example/ipfs/bafy/312.png',
    ])
    expect(planMedia({ gateway, animationUrl: 'ipfs://bafy/312.mp4', image: 'ipfs://bafy/312.png', media: null }).candidates[0]?.poster).toBe(
      'https://gateway.example/ipfs/bafy/312.png',
    )
  })

  it('trusts the service mimetype for the URL it describes, the extension otherwise', () => {
    const track = 'https://arweave.example/8w2p'
    expect(summary({ animationUrl: track, image: null, media: media({ mimetype: 'audio/mpeg', original_media_url: track, media_collection: null }) })).toEqual([
      `animation_url:audio:${track}`,
    ])
    expect(summary({ animationUrl: 'https://art.example/loop.webm', image: null, media: null })).toEqual(['animation_url:video:https://art.example/loop.webm'])
    expect(summary({ animationUrl: 'https://art.example/song.mp3?v=2', image: null, media: null })).toEqual([
      'animation_url:audio:https://art.example/song.mp3?v=2',
    ])
  })

  it('treats an animation without a known type as an HTML page, and skips 3D models', () => {
    expect(summary({ animationUrl: 'https://generator.example/render/77', image: null, media: null })).toEqual([
      'animation_url:html:https://generator.example/render/77',
    ])
    expect(summary({ animationUrl: 'https://models.example/ape.glb', image: 'https://img.example/ape.png', media: null })).toEqual([
      'image:image:https://img.example/ape.png',
    ])
  })

  it('never loads a data:, javascript: or vbscript: URL, and says it skipped one', () => {
    for (const hostile of HOSTILE_URLS) {
      const plan = planMedia({
        gateway,
        animationUrl: hostile,
        image: hostile,
        media: media({ original_media_url: hostile, media_collection: { low: { url: hostile, width: 64, height: 64 }, medium: null, high: null } }),
      })
      expect(plan.candidates).toEqual([])
      expect(plan.skippedUnsafe).toBe(true)
    }
  })

  it('shows the service preview of an on-chain data: image instead of the data: URL', () => {
    const plan = planMedia({ gateway, animationUrl: null, image: 'data:image/svg+xml;base64,PHN2Zy8+', media: media({ mimetype: 'image/svg+xml' }) })
    expect(plan.candidates.map(({ src, srcSet }) => [src, srcSet !== null])).toEqual([['https://preview.example/high.png', true]])
    expect(plan.skippedUnsafe).toBe(true)
  })

  it('has nothing to show for a token without media', () => {
    expect(
      planMedia({ gateway, animationUrl: undefined, image: undefined, media: media({ status: 'unsupported_media', mimetype: null, media_collection: null }) }),
    ).toEqual({
      candidates: [],
      skippedUnsafe: false,
    })
  })

  it('orders preview sizes by width and drops sizes without a width or a safe URL', () => {
    const mixed = media({
      media_collection: {
        low: { url: 'javascript:alert(1)', width: 64, height: 64 },
        medium: { url: 'https://preview.example/a,b.png', width: 250, height: 250 },
        high: { url: 'ipfs://QmHigh', width: null, height: null },
      },
    })
    expect(previewSrcSet(mixed, gateway)).toEqual({ srcSet: 'https://preview.example/a%2Cb.png 250w', largest: 'https://preview.example/a,b.png' })
    expect(previewSrcSet(null, gateway)).toBeNull()
  })
})
