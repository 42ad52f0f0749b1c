import type { NftMedia } from '@/api/nft'
import { safeMediaUrl } from './safe-url'

export type MediaKind = 'image' | 'video' | 'audio' | 'html'

/** One way to show an NFT's media; the page tries them in order and moves on when one fails to load. */
export interface MediaCandidate {
  kind: MediaKind
  /** always http(s): ipfs already rewritten to the gateway */
  src: string
  /** the service's preview sizes, for an image */
  srcSet: string | null
  /** a still image shown with audio or before a video plays */
  poster: string | null
  from: 'animation_url' | 'image' | 'preview'
}

export interface MediaPlan {
  candidates: MediaCandidate[]
  /** metadata named media that may not be loaded (data:, javascript: …) */
  skippedUnsafe: boolean
}

export interface MediaInput {
  animationUrl: unknown
  image: unknown
  media: NftMedia | null
  gateway?: string
}

const EXTENSION_KINDS: Record<string, MediaKind | 'unsupported'> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  svg: 'image',
  bmp: 'image',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  m4v: 'video',
  ogv: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  oga: 'audio',
  flac: 'audio',
  m4a: 'audio',
  aac: 'audio',
  html: 'html',
  htm: 'html',
  glb: 'unsupported',
  gltf: 'unsupported',
  usdz: 'unsupported',
  obj: 'unsupported',
  fbx: 'unsupported',
}

function kindOfMimetype(mimetype: string | null): MediaKind | 'unsupported' | null {
  const type = mimetype?.trim().toLowerCase() ?? ''
  if (type.startsWith('image/')) return 'image'
  if (type.startsWith('video/')) return 'video'
  if (type.startsWith('audio/')) return 'audio'
  if (type === 'text/html') return 'html'
  if (type.startsWith('model/')) return 'unsupported'
  return null
}

function kindOfUrl(url: string): MediaKind | 'unsupported' | null {
  const path = new URL(url).pathname.toLowerCase()
  const extension = /\.([a-z0-9]{2,5})$/.exec(path)?.[1]
  return extension ? (EXTENSION_KINDS[extension] ?? null) : null
}

/**
 * What kind of media an animation_url is: the service's mimetype when it describes this very URL, else the file
 * extension; an animation_url with neither is usually a generative HTML page.
 */
export function animationKind(raw: string, url: string, media: NftMedia | null): MediaKind | null {
  const described = media?.original_media_url?.trim() === raw.trim() ? kindOfMimetype(media.mimetype) : null
  const kind = described ?? kindOfUrl(url) ?? 'html'
  return kind === 'unsupported' ? null : kind
}

/** The service's preview sizes as a srcset ("…/low.png 64w, …/medium.png 250w"), safe URLs only. */
export function previewSrcSet(media: NftMedia | null, gateway?: string): { srcSet: string; largest: string } | null {
  const sizes = [media?.media_collection?.low, media?.media_collection?.medium, media?.media_collection?.high]
  const usable = sizes.flatMap((size) => {
    const url = safeMediaUrl(size?.url, gateway)
    return url && size?.width ? [{ url, width: size.width }] : []
  })
  if (usable.length === 0) return null
  usable.sort((a, b) => a.width - b.width)
  return {
    srcSet: usable.map(({ url, width }) => `${url.replace(/ /g, '%20').replace(/,/g, '%2C')} ${width}w`).join(', '),
    largest: (usable.at(-1) as { url: string }).url,
  }
}

const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)

/** The fallback chain: the animation, then the image (service previews first, the original next), then nothing. */
export function planMedia({ animationUrl, image, media, gateway }: MediaInput): MediaPlan {
  const rawAnimation = asText(animationUrl)
  const rawImage = asText(image) ?? (kindOfMimetype(media?.mimetype ?? null) === 'image' ? asText(media?.original_media_url) : null)
  const animation = rawAnimation ? safeMediaUrl(rawAnimation, gateway) : null
  const original = rawImage ? safeMediaUrl(rawImage, gateway) : null
  const previews = previewSrcSet(media, gateway)
  const poster = original ?? previews?.largest ?? null

  const candidates: MediaCandidate[] = []
  const kind = animation && rawAnimation ? animationKind(rawAnimation, animation, media) : null
  if (animation && kind && kind !== 'image')
    candidates.push({ kind, src: animation, srcSet: null, poster: kind === 'html' ? null : poster, from: 'animation_url' })
  if (animation && kind === 'image') candidates.push({ kind: 'image', src: animation, srcSet: null, poster: null, from: 'animation_url' })
  if (previews) candidates.push({ kind: 'image', src: original ?? previews.largest, srcSet: previews.srcSet, poster: null, from: 'preview' })
  if (original) candidates.push({ kind: 'image', src: original, srcSet: null, poster: null, from: 'image' })

  return {
    candidates,
    skippedUnsafe: (rawAnimation !== null && animation === null) || (rawImage !== null && original === null),
  }
}
