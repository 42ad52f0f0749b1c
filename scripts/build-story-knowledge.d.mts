export const KNOWLEDGE_DIR: string
export const KNOWLEDGE_SOURCES: string[]
export function buildKnowledgeShards(): Map<string, string>
export function renderKnowledgeRoles(): string
export function renderKnowledgeTable(): string
