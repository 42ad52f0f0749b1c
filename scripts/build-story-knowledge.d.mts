export const KNOWLEDGE_DIR: string
export const KNOWLEDGE_SOURCES: string[]
export function buildKnowledgeShards(): Map<string, string>
