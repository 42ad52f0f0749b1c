import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { hasEvmAddressShape } from './evm-address.ts'
import { shown } from './shown.ts'

/**
 * EIP-55: a hex digit is upper case exactly when its nibble in keccak256(lowercase address) is 8 or more. Written
 * on @noble/hashes (which viem itself uses) rather than with viem's isAddress: viem's brings its error classes and
 * byte helpers: measured +2.1 KB gzip on the shared chunk nearly every view loads, against about 3 KB of headroom in
 * each view's total-JS budget.
 */
function hasValidChecksum(hex: string): boolean {
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())))
  for (let index = 0; index < 40; index += 1) {
    const character = hex[index] as string
    const upper = parseInt(hash[index] as string, 16) >= 8
    if (/[a-f]/i.test(character) && (upper ? character.toUpperCase() : character.toLowerCase()) !== character) return false
  }
  return true
}

/** 0x and 40 hex digits; mixed case must carry a valid EIP-55 checksum (one case throughout needs none). */
export function isEvmAddress(value: string): boolean {
  if (!hasEvmAddressShape(value)) return false
  const hex = value.slice(2)
  return hex === hex.toLowerCase() || hex === hex.toUpperCase() || hasValidChecksum(hex)
}

/** Why a value is not an EVM address, or null when it is; `what` names it ("contract address"). */
export function evmAddressProblem(value: string, what = 'address'): string | null {
  if (isEvmAddress(value)) return null
  if (hasEvmAddressShape(value)) return `${shown(value)} has mixed case that is not a valid checksum: check for a typo`
  return `${shown(value)} is not a valid ${what} (0x and 40 hex digits)`
}
