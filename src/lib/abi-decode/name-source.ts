/**
 * Where a decoded name came from, after the offline index (which carries none): the verified ABI of a contract
 * Sourcify holds, or the public signature database. The decoder tries the index first, then verified ABIs, then the
 * database, and shows a later source only where no earlier one fits.
 */
export type NameSource = { kind: 'verified'; address: string; contractName: string | null } | { kind: 'database' }

/** A candidate from a source after the index carries its source; the index's own carry none. */
export interface SourcedCandidate {
  nameSource?: NameSource
}

/** 0 for the offline index, 1 for a verified ABI, 2 for the signature database: lower is tried first. */
export function sourceTier(candidate: unknown): number {
  const source = (candidate as SourcedCandidate).nameSource
  if (!source) return 0
  return source.kind === 'verified' ? 1 : 2
}

export function nameSourceOf(candidate: unknown): NameSource | undefined {
  return (candidate as SourcedCandidate).nameSource
}
