export const SHARD_DIR: string
export function abiSources(): { source: string; abi: readonly unknown[] }[]
/** shard file name → its JSON text */
export function buildSignatureShards(sources?: { source: string; abi: readonly unknown[] }[]): Map<string, string>
export function shardOf(selectorOrTopic: string): string
