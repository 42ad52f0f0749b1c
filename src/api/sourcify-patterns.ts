import { EVM_CHAINS } from '@/chains'

/** A comma as the app's query strings carry it: URLSearchParams writes `%2C`. */
export const COMMA = '(,|%2[Cc])'

/** Sourcify's chain ids (decimal) of the chains the registry has. */
export const SOURCIFY_CHAIN_ID = `(${[...new Set(EVM_CHAINS.map((chain) => BigInt(chain.id).toString()))].join('|')})`

/** The most selectors and topics one signature lookup carries (src/lib/verified-sources/lookup-bounds.ts sends no more). */
export const SIGNATURE_BATCH_SIZE = 20
