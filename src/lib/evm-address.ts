import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

/** EIP-55: a hex digit is upper case exactly when its nibble in keccak256(lowercase address) is 8 or more. */
function hasValidChecksum(address: string): boolean {
  const hex = address.slice(2)
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())))
  for (let index = 0; index < 40; index += 1) {
    const character = hex[index] as string
    if (/[a-f]/i.test(character) && (parseInt(hash[index] as string, 16) >= 8 ? character.toUpperCase() : character.toLowerCase()) !== character) return false
  }
  return true
}

/** 0x and 40 hex digits; mixed case must carry a valid EIP-55 checksum. */
export function isEvmAddress(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false
  const hex = value.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return hasValidChecksum(value)
}
