const TYPE_NAMES: Record<string, string> = {
  '0': 'Legacy',
  '1': 'EIP-2930 (access list)',
  '2': 'EIP-1559 (fee market)',
  '3': 'EIP-4844 (blob)',
  '4': 'EIP-7702 (set code)',
}

/** The name of an EIP-2718 transaction type; a type this app does not know keeps its number. */
export function transactionTypeName(type: bigint | null): string {
  if (type === null) return 'Legacy (no type field)'
  return TYPE_NAMES[type.toString()] ?? `Type ${type} (unknown to this explorer)`
}
