import { PROXY_BASES } from '../../src/config'
import { EVM_API_VERSION } from '../../src/api/client'
import { OPERATIONS, type OperationName } from '../../src/api/operations'

/** Fixtures answer the same-origin paths the app calls; `*` lets the same handlers serve Node tests. */
const BASES = {
  evm: `*${PROXY_BASES.evm}${EVM_API_VERSION}`,
  solana: `*${PROXY_BASES.solana}`,
  rpc: `*${PROXY_BASES.rpc}`,
  sourcify: `*${PROXY_BASES.sourcify}`,
} as const

/** The MSW path of an operation: its base and its one path template from src/api/operations.ts. */
export function fixturePath(name: OperationName): string {
  const operation = OPERATIONS[name]
  return `${BASES[operation.base]}${operation.path}`
}
