import { PROXY_BASES } from '../../src/config'
import { EVM_API_VERSION } from '../../src/api/client'

/** Fixtures answer the same-origin paths the app calls; `*` lets the same handlers serve Node tests. */
export const EVM = `*${PROXY_BASES.evm}${EVM_API_VERSION}`
export const SOLANA = `*${PROXY_BASES.solana}`
export const RPC = `*${PROXY_BASES.rpc}`
