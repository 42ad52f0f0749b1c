import type { SignatureLookupAnswer } from '@/api/signature-lookup'

/** Text signatures by selector (`function`) and by topic0 (`event`), lower-case keys; filtered ones left out. */
export interface SignatureMatches {
  function: Record<string, string[]>
  event: Record<string, string[]>
}

function group(found: Record<string, { name: string | null; filtered?: boolean | null }[] | null | undefined> | null | undefined): Record<string, string[]> {
  const matches: Record<string, string[]> = {}
  for (const [key, items] of Object.entries(found ?? {}))
    matches[key.toLowerCase()] = (items ?? []).flatMap(({ name, filtered }) => (name !== null && filtered !== true ? [name] : []))
  return matches
}

export function signatureMatchesOf(answer: SignatureLookupAnswer): SignatureMatches {
  return { function: group(answer.result.function), event: group(answer.result.event) }
}
