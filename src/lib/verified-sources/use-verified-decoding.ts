import { queryOptions, useQuery } from '@tanstack/react-query'
import { getApiConfig } from '@/config'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { TransactionInView, VerifiedDecoding } from './decode-with-verified-sources'

interface Params {
  chainId: number | null
  hash: string
  tx: TransactionInView | undefined
  /** the index's decoding: the lookups start once it is on the page, and ask only for what it left unknown */
  offline: DecodedTransaction | null
  /** whether a published list names the called contract, which then needs no verified name; undefined until known */
  calledContractListed?: boolean | undefined
}

export function verifiedDecodingQuery({ chainId, hash, tx, offline }: Params) {
  return queryOptions({
    queryKey: ['verified-decoding', chainId, hash.toLowerCase(), tx?.internal_transactions?.length ?? null],
    queryFn: async (): Promise<VerifiedDecoding> => {
      if (!leftUnknown(offline!)) {
        const { loadVerifiedName } = await import('./load-verified-name')
        return loadVerifiedName(tx!, offline!, chainId!)
      }
      const { loadVerifiedDecoding } = await import('./load-verified-decoding')
      return loadVerifiedDecoding(tx!, offline!, chainId!)
    },
    staleTime: Infinity,
    // Each lookup already gave up within its bound; the page stays the index's, with its note.
    retry: false,
  })
}

/**
 * Sourcify's names for what the index left unknown, once the index's decoding is on the page; null until then. Only
 * through the server's proxy: a visitor's own key calls the data service directly, and no proxy serves Sourcify then.
 */
export function useVerifiedDecoding(params: Params): VerifiedDecoding | null {
  const { tx, offline, calledContractListed } = params
  const enabled =
    tx !== undefined &&
    offline !== null &&
    calledContractListed !== undefined &&
    params.chainId !== null &&
    getApiConfig().apiKey === null &&
    mayName(tx, offline, calledContractListed)
  return useQuery({ ...verifiedDecodingQuery(params), enabled }).data ?? null
}

/**
 * Whether Sourcify could add anything, decided without loading its code: something the index left unknown, or a
 * called contract that neither the data service's label nor a published list names. Otherwise nothing is asked and
 * the lookups' code is not loaded.
 */
export function mayName(tx: TransactionInView, offline: DecodedTransaction, calledContractListed: boolean): boolean {
  const unnamedContract = offline.call.status !== 'not-a-call' && tx.to_address !== null && !tx.to_address_label && !calledContractListed
  return unnamedContract || leftUnknown(offline)
}

/**
 * Whether the index left a call, a revert or an event unknown: only then are verified ABIs and the signature database
 * read (their code with them); otherwise Sourcify is asked the called contract's name alone (load-verified-name.ts).
 */
export function leftUnknown(offline: DecodedTransaction): boolean {
  return (
    offline.call.status === 'unknown' ||
    offline.events.some((event) => event.status === 'unknown') ||
    offline.internalCalls.some((internal) => internal.call.status === 'unknown' || internal.revert?.status === 'unknown')
  )
}
