import { decimal, orNull, text } from '@/api/fields'
import { lastSaleSchema, type NftLastSale } from '@/api/nft'
import { nftCollectionSchema, type NftCollection } from '@/api/nft-collection'

/** The price fields include_prices adds; the API description names none, so known ones are read and the rest kept as they came. */
export interface CollectionPrices {
  floorPrice: string | null
  floorPriceUsd: string | null
  floorPriceCurrency: string | null
  lastSale: NftLastSale | null
  /** any other field the service added, by name */
  other: [string, unknown][]
}

const DOCUMENTED = new Set(Object.keys(nftCollectionSchema.shape))
const READ = new Set(['floor_price', 'floor_price_usd', 'floor_price_currency', 'last_sale'])

/** The added fields, or null when the response carries none (include_prices off, or a service that sends nothing more). */
export function readCollectionPrices(collection: NftCollection): CollectionPrices | null {
  const added = Object.entries(collection).filter(([key]) => !DOCUMENTED.has(key))
  if (added.length === 0) return null
  const fields = Object.fromEntries(added) as Record<string, unknown>
  const other: [string, unknown][] = added.filter(([key]) => !READ.has(key))
  const read = <T>(key: string, schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }): T | null => {
    if (!(key in fields)) return null
    const result = schema.safeParse(fields[key])
    if (result.success) return result.data ?? null
    other.push([key, fields[key]])
    return null
  }
  return {
    floorPrice: read('floor_price', decimal),
    floorPriceUsd: read('floor_price_usd', decimal),
    floorPriceCurrency: read('floor_price_currency', text),
    lastSale: read('last_sale', orNull(lastSaleSchema)),
    other,
  }
}

/** A collection the service has not indexed: it answers with the address and nothing else. */
export function isUnindexed(collection: NftCollection): boolean {
  return collection.name === null && collection.symbol === null && collection.contract_type === null && collection.synced_at === null
}
