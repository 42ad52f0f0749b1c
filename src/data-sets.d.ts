/** A set of JSON files fetched by name (server/data-sets.mjs): the folder they are served from, and their names. */
declare module 'virtual:data-set/*' {
  export const folder: string
  export const names: readonly string[]
}
