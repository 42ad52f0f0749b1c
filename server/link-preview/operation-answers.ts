import { OPERATIONS, type OperationName } from '../../src/api/operations.ts'

/**
 * What a view's words read from an operation's answer, as the page reads it from its cache: the declaration's
 * `preview` of the parsed body (src/api/<operation>.ts). Null when the body does not fit the schema; undefined when
 * no preview reads the operation.
 */
export function previewReaderOf(name: OperationName): ((body: unknown) => unknown) | undefined {
  const operation = OPERATIONS[name] as { schema: { safeParse(body: unknown): { success: boolean; data?: unknown } }; preview?: (answer: never) => unknown }
  const { preview, schema } = operation
  if (!preview) return undefined
  return (body) => {
    const parsed = schema.safeParse(body)
    return parsed.success ? preview(parsed.data as never) : null
  }
}
