import * as chains from 'viem/chains'
import { entryPoint06Address, entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'
import { ANY_CHAIN, viemChainName } from './shared.mjs'

function entryPoints() {
  return [
    [entryPoint06Address, 'v0.6'],
    [entryPoint07Address, 'v0.7'],
    [entryPoint08Address, 'v0.8'],
  ].map(([address, version]) => ({ chain: ANY_CHAIN, address, entry: { protocol: `ERC-4337 EntryPoint ${version}`, role: 'entry-point' } }))
}

/** Every mainnet chain viem defines, by id: the names a bridge event's destination chain id reads as. */
function chainNames() {
  const rows = []
  const seen = new Set()
  for (const chain of Object.values(chains)) {
    if (!chain?.id || chain.testnet || seen.has(chain.id)) continue
    seen.add(chain.id)
    rows.push({ chain: ANY_CHAIN, address: `chain:${chain.id}`, entry: { protocol: null, role: 'chain', name: chain.name } })
  }
  return rows
}

/** The OP Stack contracts on the L2 through which a withdrawal to the settlement chain starts or a deposit arrives. */
const OP_STACK_L2_BRIDGES = ['l2StandardBridge', 'l2ToL1MessagePasser', 'l2CrossDomainMessenger']

/**
 * OP Stack chains from viem's chain definitions: on the settlement chain (when served) their portal and standard
 * bridge, leading to the L2; on the L2 (when served) its standard bridge, message passer and messenger, leading back.
 */
function opStackBridges(served) {
  const rows = []
  for (const chain of Object.values(chains)) {
    if (!chain?.sourceId || !chain.contracts) continue
    if (served.has(chain.sourceId)) {
      const destination = { id: chain.id, name: chain.name }
      for (const contract of ['portal', 'l1StandardBridge']) {
        const address = chain.contracts[contract]?.[chain.sourceId]?.address
        if (!address || /^0x0+$/.test(address)) continue
        rows.push({ chain: chain.sourceId, address, entry: { protocol: `${chain.name} bridge`, role: 'bridge', destination } })
      }
    }
    const settlement = viemChainName(chain.sourceId)
    if (!served.has(chain.id) || !settlement) continue
    for (const contract of OP_STACK_L2_BRIDGES) {
      const address = chain.contracts[contract]?.address
      if (address)
        rows.push({
          chain: chain.id,
          address,
          entry: { protocol: `${chain.name} bridge`, role: 'bridge', destination: { id: chain.sourceId, name: settlement } },
        })
    }
  }
  return rows
}

/** viem: its roles, each with how a line names it after the protocol ("Aave V3: Pool"; null: the protocol alone). */
export const source = {
  precedence: 10,
  package: 'viem',
  gives:
    "OP Stack chains' `OptimismPortal` and `L1StandardBridge` on their settlement chain (bridge → destination), and on each served OP Stack L2 its L2StandardBridge, L2ToL1MessagePasser and L2CrossDomainMessenger, leading back; every mainnet chain's name by id; the ERC-4337 EntryPoints v0.6–v0.8",
  roles: {
    'entry-point': null,
    chain: null,
    bridge: null,
  },
  rows: (served) => [...entryPoints(), ...chainNames(), ...opStackBridges(served)],
}
