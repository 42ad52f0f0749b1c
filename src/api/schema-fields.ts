import type * as z from 'zod/mini'
import { freeText, jsonDocument } from './fields'

/** What a response's fields are, read from its schema: who wrote each string field. */
export interface SchemaFields {
  /** fields a person wrote (declared `freeText`): names, labels, links */
  free: Set<string>
  /** JSON documents (declared `jsonDocument`), whose every string is their author's */
  documents: Set<string>
  /** every other field: addresses, hashes, numbers, times, enumerations, which the views route and compute on */
  kept: Set<string>
}

interface Definition {
  type: string
  shape?: Record<string, z.ZodMiniType>
  in?: z.ZodMiniType
  out?: z.ZodMiniType
  innerType?: z.ZodMiniType
  element?: z.ZodMiniType
  options?: z.ZodMiniType[]
  valueType?: z.ZodMiniType
}

const definitionOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Definition } })._zod.def

/** Walks a schema's objects, lists, unions and pipes, and sorts every field it names. */
export function schemaFields(schema: z.ZodMiniType, into: SchemaFields = { free: new Set(), documents: new Set(), kept: new Set() }): SchemaFields {
  const definition = definitionOf(schema)
  for (const [key, field] of Object.entries(definition.shape ?? {})) {
    if (field === freeText) into.free.add(key)
    else if (field === jsonDocument) into.documents.add(key)
    else into.kept.add(key)
    schemaFields(field, into)
  }
  const inner = [definition.in, definition.out, definition.innerType, definition.element, definition.valueType, ...(definition.options ?? [])]
  for (const child of inner) if (child) schemaFields(child, into)
  return into
}
