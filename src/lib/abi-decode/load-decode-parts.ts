import type { DecodePartName, DecodeParts } from './decode-parts'

const PART_LOADERS: { [Name in DecodePartName]: () => Promise<DecodeParts[Name]> } = {
  revert: () => import('./decode-error'),
  routerSteps: () => import('./router-steps'),
  userOperations: () => import('./user-operations'),
  notes: () => import('./decode-note'),
}

async function loadPart<Name extends DecodePartName>(name: Name, parts: Partial<DecodeParts>): Promise<void> {
  const part = await PART_LOADERS[name]().catch(() => undefined)
  if (part) parts[name] = part
}

/** Loads the named parts into `parts`; one that fails to load stays missing, so what it would decode stays raw. */
export async function loadDecodeParts(names: readonly DecodePartName[], parts: Partial<DecodeParts>): Promise<void> {
  await Promise.all(names.map((name) => loadPart(name, parts)))
}
