// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import type { MediaPlan } from '@/lib/nft-media'
import { NftMediaViewer } from './NftMediaViewer'

const plan: MediaPlan = {
  skippedUnsafe: false,
  candidates: [
    {
      kind: 'video',
      src: 'https://gateway.example/ipfs/bafy/312.mp4',
      srcSet: null,
      poster: 'https://gateway.example/ipfs/bafy/312.png',
      from: 'animation_url',
    },
    { kind: 'image', src: 'https://gateway.example/ipfs/bafy/312.png', srcSet: 'https://preview.example/low.png 64w', poster: null, from: 'preview' },
    { kind: 'image', src: 'https://gateway.example/ipfs/bafy/312.png', srcSet: null, poster: null, from: 'image' },
  ],
}

describe('NFT media viewer', () => {
  it('falls back from the animation to the previews, to the original image, then to a placeholder', () => {
    const { container } = render(<NftMediaViewer plan={plan} name="Motion Study 312" pending={false} />)
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video).toHaveAttribute('src', 'https://gateway.example/ipfs/bafy/312.mp4')
    fireEvent.error(video)
    const preview = screen.getByRole('img', { name: 'Motion Study 312' })
    expect(preview).toHaveAttribute('srcset', 'https://preview.example/low.png 64w')
    fireEvent.error(preview)
    const original = screen.getByRole('img', { name: 'Motion Study 312' })
    expect(original).not.toHaveAttribute('srcset')
    fireEvent.error(original)
    expect(screen.getByRole('img', { name: 'The media could not be loaded.' })).toBeInTheDocument()
  })

  it('puts an HTML animation in a frame with an empty sandbox', () => {
    const { container } = render(
      <NftMediaViewer
        plan={{ skippedUnsafe: false, candidates: [{ kind: 'html', src: 'https://art.example/77', srcSet: null, poster: null, from: 'animation_url' }] }}
        name="Live"
        pending={false}
      />,
    )
    const frame = container.querySelector('iframe') as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame).toHaveAttribute('title', 'Interactive media of Live')
  })

  it('says why there is nothing to show', () => {
    const { rerender } = render(<NftMediaViewer plan={{ skippedUnsafe: true, candidates: [] }} name="x" pending={false} />)
    expect(screen.getByRole('img', { name: /not a web or IPFS address/ })).toBeInTheDocument()
    rerender(<NftMediaViewer plan={{ skippedUnsafe: false, candidates: [] }} name="x" pending />)
    expect(screen.getByRole('img', { name: 'No media yet: the token is being indexed.' })).toBeInTheDocument()
  })
})
