import * as wormhole from '@wormhole-foundation/sdk-base'
import { ANY_CHAIN, viemChainName } from './shared.mjs'

/**
 * Wormhole on mainnets, from @wormhole-foundation/sdk-base: each served chain's token bridge (Portal) and core bridge,
 * and every Wormhole chain id as its chain's name under `wormhole-chain:<id>` (viem's name where the chain is an EVM
 * chain viem defines, Wormhole's own otherwise, such as Solana). Testnets' ids (10002 and up) stand for testnets and
 * are left out.
 */
function wormholeRows(served) {
  const rows = []
  const { networkChainToNativeChainId } = wormhole.nativeChainIds
  for (const id of wormhole.chainIds) {
    const chain = wormhole.toChain(id)
    if (!networkChainToNativeChainId.has('Mainnet', chain)) continue
    const native = networkChainToNativeChainId.get('Mainnet', chain)
    const evmId = wormhole.chainToPlatform(chain) === 'Evm' && typeof native === 'bigint' ? Number(native) : null
    const name = (evmId !== null && viemChainName(evmId)) || chain
    rows.push({ chain: ANY_CHAIN, address: `wormhole-chain:${id}`, entry: { protocol: null, role: 'wormhole-chain', name } })
    if (evmId === null || !served.has(evmId)) continue
    const tokenBridge = wormhole.contracts.tokenBridge.get('Mainnet', chain)
    const coreBridge = wormhole.contracts.coreBridge.get('Mainnet', chain)
    if (tokenBridge) rows.push({ chain: evmId, address: tokenBridge, entry: { protocol: 'Wormhole', role: 'wormhole-token-bridge' } })
    if (coreBridge) rows.push({ chain: evmId, address: coreBridge, entry: { protocol: 'Wormhole', role: 'wormhole-core-bridge' } })
  }
  return rows
}

/** @wormhole-foundation/sdk-base: its roles, each with how a line names it after the protocol. */
export const source = {
  precedence: 90,
  package: '@wormhole-foundation/sdk-base',
  gives:
    "Wormhole on mainnets: each served chain's token bridge (Portal) and core bridge, and every Wormhole chain id as its chain's name (viem's name where viem defines the chain)",
  roles: {
    'wormhole-chain': null,
    'wormhole-token-bridge': 'Token Bridge',
    'wormhole-core-bridge': 'Core Bridge',
  },
  rows: (served) => wormholeRows(served),
}
