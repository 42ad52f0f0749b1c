import { groupDigits } from './format'
import { formatUtc } from './time'

/** One trait of an NFT, read the way OpenSea's metadata standard displays it. */
export type NftAttribute =
  | { kind: 'text'; trait: string | null; value: string }
  | { kind: 'number' | 'boost_number' | 'boost_percentage'; trait: string | null; value: string; max: string | null }
  | { kind: 'date'; trait: string | null; date: Date }

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/
const NUMERIC_DISPLAY_TYPES = new Set(['number', 'boost_number', 'boost_percentage'])
/** Below this a date value is in seconds (as OpenSea specifies), above it in milliseconds (as some contracts send). */
const MILLISECONDS_FROM = 100_000_000_000

function plainText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  try {
    return JSON.stringify(value)
  } catch {
    return null
  }
}

function numberText(value: unknown): string | null {
  const text = plainText(value)?.trim()
  return text && NUMBER_TEXT.test(text) ? text : null
}

function dateOf(value: unknown): Date | null {
  const numeric = numberText(value)
  if (numeric !== null) {
    const amount = Number(numeric)
    const date = new Date(Math.abs(amount) < MILLISECONDS_FROM ? amount * 1000 : amount)
    return Number.isNaN(date.getTime()) ? null : date
  }
  const text = plainText(value)
  if (text && /^\d{4}-\d{2}-\d{2}/.test(text)) {
    const date = new Date(text)
    return Number.isNaN(date.getTime()) ? null : date
  }
  return null
}

function readOne(entry: unknown): NftAttribute | null {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    const value = plainText(entry)
    return value === null ? null : { kind: 'text', trait: null, value }
  }
  const record = entry as Record<string, unknown>
  const trait = plainText(record.trait_type ?? record.name ?? record.key)
  const displayType = typeof record.display_type === 'string' ? record.display_type.trim().toLowerCase() : null
  if (displayType === 'date') {
    const date = dateOf(record.value)
    if (date) return { kind: 'date', trait, date }
  }
  if (displayType && NUMERIC_DISPLAY_TYPES.has(displayType)) {
    const value = numberText(record.value)
    if (value !== null) return { kind: displayType as 'number', trait, value, max: numberText(record.max_value) }
  }
  const value = plainText(record.value)
  return value === null && trait === null ? null : { kind: 'text', trait, value: value ?? '' }
}

/** Reads `attributes` as a list of traits (or, as some contracts send it, an object of trait → value). */
export function readAttributes(attributes: unknown): NftAttribute[] {
  if (Array.isArray(attributes)) return attributes.map(readOne).filter((attribute): attribute is NftAttribute => attribute !== null)
  if (attributes && typeof attributes === 'object') {
    return Object.entries(attributes).map(([trait, value]): NftAttribute => ({ kind: 'text', trait, value: plainText(value) ?? '' }))
  }
  return []
}

function groupNumber(text: string): string {
  return /[eE]/.test(text) ? text : groupDigits(text)
}

/** The value as it is shown: "4 of 10", "+40", "+12.5%", "2021-04-24", or the text itself. */
export function attributeValueText(attribute: NftAttribute): string {
  switch (attribute.kind) {
    case 'text':
      return attribute.value
    case 'date': {
      const utc = formatUtc(attribute.date)
      return utc.endsWith(' 00:00:00 UTC') ? utc.slice(0, 10) : utc
    }
    case 'number':
      return attribute.max ? `${groupNumber(attribute.value)} of ${groupNumber(attribute.max)}` : groupNumber(attribute.value)
    case 'boost_number':
    case 'boost_percentage': {
      const sign = attribute.value.startsWith('-') ? '' : '+'
      return `${sign}${groupNumber(attribute.value)}${attribute.kind === 'boost_percentage' ? '%' : ''}`
    }
  }
}
