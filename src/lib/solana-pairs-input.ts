import { isSolanaNetwork, SOLANA_NETWORKS, type SolanaNetwork } from '../chains'
import { MAX_LIMIT } from './range-filters'
import { isSolanaAddress } from './validate'

export type { SolanaNetwork }

export interface SolanaPairsInput {
  network: SolanaNetwork
  address: string
  limit?: number
}

/** Checks a pairs deep link; with any problem there is nothing to ask the service. */
export function parseSolanaPairsInput(network: string, address: string, limit: string | undefined): { params: SolanaPairsInput | null; problems: string[] } {
  const problems: string[] = []
  if (!isSolanaNetwork(network)) problems.push(`“${network.slice(0, 40)}” is not a Solana network: use ${SOLANA_NETWORKS.join(' or ')}`)
  if (!isSolanaAddress(address)) problems.push(`“${address.slice(0, 80)}” is not a valid Solana address (base58, 32 to 44 characters)`)
  let pageSize: number | undefined
  if (limit !== undefined && limit !== '') {
    if (/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= MAX_LIMIT) pageSize = Number(limit)
    else problems.push(`limit must be a whole number from 1 to ${MAX_LIMIT}, not “${limit.slice(0, 60)}”`)
  }
  if (problems.length > 0 || !isSolanaNetwork(network)) return { params: null, problems }
  return { params: { network, address, ...(pageSize ? { limit: pageSize } : {}) }, problems }
}
