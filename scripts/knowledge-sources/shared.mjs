// What the knowledge sources share: the project's require, the chain key for entries the same everywhere, and viem's
// chain names. Each source is one module beside this one (see ./index.mjs).
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chains from 'viem/chains'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const require = createRequire(join(ROOT, 'package.json'))

/** Entries contracts on every chain share (deployed at one address everywhere): chain "any". */
export const ANY_CHAIN = 'any'

/** A mainnet chain's name by id, as viem names it. */
export function viemChainName(id) {
  return Object.values(chains).find((chain) => chain?.id === id && !chain.testnet)?.name ?? Object.values(chains).find((chain) => chain?.id === id)?.name
}

/** A mainnet chain's native coin's symbol by id, as viem gives it (ETH, POL, BNB, XDAI). */
export function viemNativeSymbol(id) {
  return Object.values(chains).find((chain) => chain?.id === id && !chain.testnet)?.nativeCurrency.symbol
}
