// The knowledge sources, one module each, in precedence order: the first to name an address keeps it. A source
// declares its package, what it gives, its roles (with how a line names each) and its rows; `npm run generate` writes
// the role type, ROLE_NAMES and KNOWLEDGE_SOURCES (src/lib/tx-story/knowledge-roles.gen.ts) and the docs' table.
import { source as viem } from './viem.mjs'
import { source as arbitrum } from './arbitrum-sdk.mjs'
import { source as polygon } from './maticnetwork-meta.mjs'
import { source as circle } from './circle-bridge-kit.mjs'
import { source as aave } from './aave-address-book.mjs'
import { source as compound } from './compound-js.mjs'
import { source as safe } from './safe-deployments.mjs'
import { source as uniswap } from './uniswap-sdk-core.mjs'

export const SOURCES = [viem, arbitrum, polygon, circle, aave, compound, safe, uniswap]
