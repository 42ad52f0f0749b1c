import type { VerifiedContractAnswer } from '@/api/verified-contract'

/** What the decoder takes from a verified contract (src/api/verified-contract.ts has Sourcify's shape). */
export interface VerifiedContract {
  address: string
  /** the contract's name in its verified source, shortened and made plain; null when it has none */
  name: string | null
  /** the ABI as Sourcify sent it, to be read item by item (verified-abi.ts) */
  abi: readonly unknown[]
  /** what a proxy delegates to, as Sourcify resolved it; empty for other contracts */
  implementations: { address: string; name: string | null }[]
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const MAX_NAME = 40
// Controls, bidirectional overrides and zero-width characters could disguise a name as another.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/** A contract name from a verified source, as plain text of at most 40 characters; null when nothing is left. */
export function plainContractName(raw: string | null | undefined): string | null {
  const plain = (raw ?? '').replace(UNSAFE_CHARACTERS, '').trim()
  if (plain === '') return null
  const characters = [...plain]
  return characters.length > MAX_NAME ? `${characters.slice(0, MAX_NAME - 1).join('')}…` : plain
}

/** Null when the answer names no contract address (a body the decoder cannot attribute). */
export function verifiedContractOf(answer: VerifiedContractAnswer): VerifiedContract | null {
  if (!ADDRESS.test(answer.address)) return null
  const proxy = answer.proxyResolution
  const implementations =
    proxy?.isProxy === true
      ? (proxy.implementations ?? []).flatMap(({ address, name }) =>
          ADDRESS.test(address) ? [{ address: address.toLowerCase(), name: plainContractName(name) }] : [],
        )
      : []
  return { address: answer.address.toLowerCase(), name: plainContractName(answer.compilation?.name), abi: answer.abi, implementations }
}
