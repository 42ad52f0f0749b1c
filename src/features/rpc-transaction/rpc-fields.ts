import type { RpcTransaction } from '@/api/rpc-transaction'

export type FieldKind = 'hash' | 'hex' | 'address' | 'recipient' | 'quantity' | 'native' | 'gwei' | 'type' | 'chainId' | 'data' | 'code' | 'list' | 'other'

export interface RpcField {
  key: string
  label: string
  kind: FieldKind
  value: unknown
}

const KNOWN: [key: string, label: string, kind: FieldKind][] = [
  ['hash', 'Transaction hash', 'hash'],
  ['type', 'Type', 'type'],
  ['blockHash', 'Block hash', 'hex'],
  ['blockNumber', 'Block number', 'quantity'],
  ['transactionIndex', 'Index in block', 'quantity'],
  ['from', 'From', 'address'],
  ['to', 'To', 'recipient'],
  ['value', 'Value', 'native'],
  ['nonce', 'Nonce', 'quantity'],
  ['gas', 'Gas limit', 'quantity'],
  ['gasPrice', 'Gas price', 'gwei'],
  ['maxFeePerGas', 'Max fee per gas', 'gwei'],
  ['maxPriorityFeePerGas', 'Max priority fee per gas', 'gwei'],
  ['maxFeePerBlobGas', 'Max fee per blob gas', 'gwei'],
  ['input', 'Input data', 'data'],
  ['chainId', 'Chain id', 'chainId'],
  ['accessList', 'Access list', 'list'],
  ['blobVersionedHashes', 'Blob versioned hashes', 'list'],
  ['authorizationList', 'Authorization list', 'list'],
  ['v', 'v', 'quantity'],
  ['yParity', 'y parity', 'quantity'],
  ['r', 'r', 'hex'],
  ['s', 's', 'hex'],
]

const KNOWN_KEYS = new Set(KNOWN.map(([key]) => key))

/**
 * Every field the node returned, in reading order: the well-known ones first, then any other field as it came.
 * A known field the node left out is skipped, except `to`, whose absence means a contract creation.
 */
export function rpcFields(tx: RpcTransaction): RpcField[] {
  const record = tx as Record<string, unknown>
  const creation = record.to === null || record.to === undefined
  const known = KNOWN.filter(([key]) => key === 'to' || (record[key] !== null && record[key] !== undefined)).map(([key, label, kind]) => ({
    key,
    label,
    kind: kind === 'data' && creation ? 'code' : kind,
    value: record[key],
  }))
  const others = Object.keys(record)
    .filter((key) => !KNOWN_KEYS.has(key))
    .map((key): RpcField => ({ key, label: key, kind: 'other', value: record[key] }))
  return [...known, ...others]
}

/** A quantity as the schema left it (bigint) or as the node sent it (0x hex text, for fields the schema passes through). */
export function quantityOf(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value
  if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) return BigInt(value)
  return null
}

/** A JSON value as indented text; bigints (never in the node's JSON, but in parsed values) as digits. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2) ?? String(value)
}
