import { isTxHash } from './validate'
import { isEvmAddress } from './evm-address'

export function addressProblem(address: string, what = 'address'): string | null {
  return isEvmAddress(address) ? null : `“${address.slice(0, 80)}” is not a valid ${what} (0x and 40 hex digits)`
}

export function txHashProblem(hash: string): string | null {
  return isTxHash(hash) ? null : `“${hash.slice(0, 80)}” is not a valid transaction hash (0x and 64 hex digits)`
}
