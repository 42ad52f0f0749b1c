export const SHARD_DIR: string
/** a package the index reads, and the declarations it gives, each under a source named from the package */
export interface AbiPackage {
  package: string
  abis(): { source: string; abi: readonly { type: string }[] }[]
  /** read for its calls' names only: its names give way to every other source's, the verified contracts' too */
  broad?: boolean
}
export function abiPackages(): AbiPackage[]
export function abiSources(packages?: AbiPackage[]): { source: string; abi: readonly unknown[] }[]
/** shard file name → its JSON text */
export function buildSignatureShards(sources?: { source: string; abi: readonly unknown[] }[]): Map<string, string>
export function shardOf(selectorOrTopic: string): string
