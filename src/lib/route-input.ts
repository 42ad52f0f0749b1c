import { isEvmAddress } from './validate'

export function addressProblem(address: string, what = 'address'): string | null {
  return isEvmAddress(address) ? null : `“${address.slice(0, 80)}” is not a valid ${what} (0x and 40 hex digits)`
}
