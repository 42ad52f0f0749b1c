import { isSolanaNetwork, SOLANA_NETWORKS, type SolanaNetwork } from '@/chains'
import { readPageLimit, SOLANA_PAIRS_MAX_LIMIT } from './page-limit'
import { solanaAddressProblem } from './values/solana-address'

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
  const addressProblem = solanaAddressProblem(address)
  if (addressProblem) problems.push(addressProblem)
  const { limit: pageSize, problem: limitProblem } = readPageLimit(limit, SOLANA_PAIRS_MAX_LIMIT)
  if (limitProblem) problems.push(limitProblem)
  if (problems.length > 0 || !isSolanaNetwork(network)) return { params: null, problems }
  return { params: { network, address, ...(pageSize ? { limit: pageSize } : {}) }, problems }
}
