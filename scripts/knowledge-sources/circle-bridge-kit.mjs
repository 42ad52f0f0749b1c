import * as chains from 'viem/chains'
import { ANY_CHAIN, require } from './shared.mjs'

/**
 * Circle's CCTP on mainnets, from @circle-fin/bridge-kit's chain definitions: each served chain's TokenMessengers and
 * MessageTransmitters (v1 and v2), and each domain id as the chain it stands for, under `cctp-domain:<id>`, named as viem names that chain
 * (Circle's own name for a chain viem does not define, such as Solana). Testnets reuse the domain ids for their own
 * chains, so their messengers stay out: a deposit on one is told by its flows alone.
 */
function cctp(served) {
  const circleChains = Object.values(require('@circle-fin/bridge-kit/chains')).filter((chain) => chain?.cctp && !chain.isTestnet)
  const viemNames = new Map(Object.values(chains).flatMap((chain) => (chain?.id && !chain.testnet ? [[chain.id, chain.name]] : [])))
  const rows = []
  for (const chain of circleChains) {
    const name = viemNames.get(chain.chainId) ?? chain.name
    rows.push({ chain: ANY_CHAIN, address: `cctp-domain:${chain.cctp.domain}`, entry: { protocol: null, role: 'cctp-domain', name } })
    if (chain.type !== 'evm' || !served.has(chain.chainId)) continue
    for (const [version, contracts] of Object.entries(chain.cctp.contracts)) {
      if (contracts.tokenMessenger)
        rows.push({ chain: chain.chainId, address: contracts.tokenMessenger, entry: { protocol: `Circle CCTP ${version}`, role: 'cctp-token-messenger' } })
      if (contracts.messageTransmitter)
        rows.push({
          chain: chain.chainId,
          address: contracts.messageTransmitter,
          entry: { protocol: `Circle CCTP ${version}`, role: 'cctp-message-transmitter' },
        })
    }
  }
  return rows
}

/** @circle-fin/bridge-kit: its roles, each with how a line names it after the protocol ("Aave V3: Pool"; null: the protocol alone). */
export const source = {
  precedence: 40,
  package: '@circle-fin/bridge-kit',
  gives:
    "Circle's CCTP on mainnets: each served chain's TokenMessenger and MessageTransmitter v1 and v2, and every CCTP domain id as its chain's name (viem's name where viem defines the chain); testnets' messengers are left out, as they reuse the domain ids for their own chains",
  roles: {
    'cctp-domain': null,
    'cctp-token-messenger': 'TokenMessenger',
    'cctp-message-transmitter': 'MessageTransmitter',
  },
  rows: (served) => cctp(served),
}
