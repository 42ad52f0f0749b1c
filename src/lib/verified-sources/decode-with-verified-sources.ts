import type { DecodableTransaction, DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import { LOOKUP_BOUNDS } from './lookup-bounds'
import type { SignatureMatches } from './signature-answers'
import type { VerifiedContract } from './sourcify-answers'
import { addDatabaseSignatures, addVerifiedAbi, emptyLayer, type SignatureLayer } from './verified-abi'

/** What Sourcify says of one contract: null when it is not verified. Throws when the lookup fails. */
export type ContractLookup = (address: string) => Promise<VerifiedContract | null>
/** The database's text signatures for a batch of selectors and topics. Throws when the lookup fails. */
export type SignatureLookup = (batch: { functions: string[]; events: string[] }) => Promise<SignatureMatches>
/** The offline decoding with these later sources after the index (load-decoded-transaction.ts). */
export type DecodeWithLayers = (layers: SignatureLayer[]) => Promise<DecodedTransaction>

export interface VerifiedSourcesLookups {
  contract: ContractLookup
  signatures: SignatureLookup
}

/** A transaction as the lookups read it: internal calls with their callee. */
export interface TransactionInView extends DecodableTransaction {
  /** the data service's label of the called contract, which a verified name does not replace */
  to_address_label?: string | null
  internal_transactions?: readonly { to_address?: string | null; input: string | null; output: string | null; error: string | null }[] | null
}

export interface VerifiedDecoding {
  decoded: DecodedTransaction
  /** contracts' names from their verified source, by lower-case address: untrusted, plain, shortened */
  contractNames: Record<string, string>
  /** some lookup failed (down, slow, 429, 5xx, malformed): what it would have named stays as the index left it */
  unreachable: boolean
  /** how many requests this decoding sent */
  requests: number
}

const ADDRESS = /^0x[0-9a-f]{40}$/

/** The contracts in view whose verified ABI may name something: the called one, then those of unknown calls and logs. */
export function contractsInView(tx: TransactionInView, offline: DecodedTransaction): string[] {
  const found: string[] = []
  const add = (address: string | null | undefined) => {
    const lower = address?.toLowerCase()
    if (lower && ADDRESS.test(lower) && !found.includes(lower)) found.push(lower)
  }
  if (offline.call.status !== 'not-a-call') add(tx.to_address)
  offline.internalCalls.forEach((internal, at) => {
    if (internal.call.status === 'unknown' || internal.revert?.status === 'unknown') add(tx.internal_transactions?.[at]?.to_address)
  })
  offline.events.forEach((event, at) => {
    if (event.status === 'unknown') add(tx.logs[at]?.address)
  })
  return found.slice(0, LOOKUP_BOUNDS.contracts)
}

/** The selectors and topics the index left unknown, in the order the page shows them. */
export function unknownKeys(offline: DecodedTransaction): { functions: string[]; events: string[] } {
  const functions = new Set<string>()
  const events = new Set<string>()
  if (offline.call.status === 'unknown') functions.add(offline.call.selector)
  for (const internal of offline.internalCalls) {
    if (internal.call.status === 'unknown') functions.add(internal.call.selector)
    if (internal.revert?.status === 'unknown') functions.add(internal.revert.selector)
  }
  for (const event of offline.events) if (event.status === 'unknown') events.add(event.topic0)
  return { functions: [...functions], events: [...events] }
}

function batches({ functions, events }: { functions: string[]; events: string[] }): { functions: string[]; events: string[] }[] {
  const keys = [...functions.map((key) => ({ key, event: false })), ...events.map((key) => ({ key, event: true }))]
  const result: { functions: string[]; events: string[] }[] = []
  for (let at = 0; at < keys.length && result.length < LOOKUP_BOUNDS.signatureBatches; at += LOOKUP_BOUNDS.batchSize) {
    const slice = keys.slice(at, at + LOOKUP_BOUNDS.batchSize)
    result.push({ functions: slice.filter((item) => !item.event).map((item) => item.key), events: slice.filter((item) => item.event).map((item) => item.key) })
  }
  return result
}

/**
 * Names what the offline index left unknown, in order: the contracts' verified ABIs (a proxy's implementation's too),
 * then the public signature database. Contracts and signatures are asked in parallel, implementations once their
 * proxies have answered; every lookup is bounded (lookup-bounds.ts), and one that fails leaves the index's decoding.
 */
export async function decodeWithVerifiedSources(
  tx: TransactionInView,
  offline: DecodedTransaction,
  lookups: VerifiedSourcesLookups,
  decodeWith: DecodeWithLayers,
): Promise<VerifiedDecoding> {
  let unreachable = false
  let requests = 0
  const attempt = async <T>(lookup: () => Promise<T>): Promise<T | null> => {
    requests++
    try {
      return await lookup()
    } catch {
      unreachable = true
      return null
    }
  }

  const addresses = contractsInView(tx, offline)
  const [contracts, matches] = await Promise.all([
    Promise.all(addresses.map((address) => attempt(() => lookups.contract(address)))),
    Promise.all(batches(unknownKeys(offline)).map((batch) => attempt(() => lookups.signatures(batch)))),
  ])
  const verified = contracts.filter((contract): contract is VerifiedContract => contract !== null)
  const implementationAddresses = [...new Set(verified.flatMap((contract) => contract.implementations.map((implementation) => implementation.address)))].slice(
    0,
    LOOKUP_BOUNDS.implementations,
  )
  const implementations = await Promise.all(implementationAddresses.map((address) => attempt(() => lookups.contract(address))))

  const verifiedLayer = emptyLayer()
  const contractNames: Record<string, string> = {}
  for (const contract of verified) {
    if (contract.name) contractNames[contract.address] = contract.name
    addVerifiedAbi(verifiedLayer, contract.abi, { kind: 'verified', address: contract.address, contractName: contract.name })
    for (const { address } of contract.implementations) {
      const implementation = implementations.find((found) => found?.address === address)
      if (implementation)
        addVerifiedAbi(verifiedLayer, implementation.abi, { kind: 'verified', address: implementation.address, contractName: implementation.name })
    }
  }
  const databaseLayer = emptyLayer()
  for (const match of matches) {
    if (!match) continue
    for (const [key, texts] of Object.entries(match.function)) {
      addDatabaseSignatures(databaseLayer, 'function', key, texts)
      addDatabaseSignatures(databaseLayer, 'error', key, texts)
    }
    for (const [key, texts] of Object.entries(match.event)) addDatabaseSignatures(databaseLayer, 'event', key, texts)
  }
  const decoded = requests > 0 ? await decodeWith([verifiedLayer, databaseLayer]) : offline
  return { decoded, contractNames, unreachable, requests }
}
