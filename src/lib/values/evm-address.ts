/**
 * 0x and 40 hex digits, in any case: the shape of an EVM address before its EIP-55 checksum is checked. No
 * backslash, so the server's allow-list and nginx read the same pattern.
 */
export const EVM_ADDRESS_PATTERN = '0x[0-9a-fA-F]{40}'

const SHAPE = new RegExp(`^${EVM_ADDRESS_PATTERN}$`)

/** Whether a value has an address's shape; the checksum is in `evm-address-checksum.ts`, off the first script. */
export function hasEvmAddressShape(value: string): boolean {
  return SHAPE.test(value)
}
