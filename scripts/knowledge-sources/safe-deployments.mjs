import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { require } from './shared.mjs'

const SAFE_ROLES = {
  GnosisSafe: 'safe-singleton',
  GnosisSafeL2: 'safe-singleton',
  Safe: 'safe-singleton',
  SafeL2: 'safe-singleton',
  MultiSend: 'multisend',
  MultiSendCallOnly: 'multisend',
  GnosisSafeProxyFactory: 'safe-proxy-factory',
  SafeProxyFactory: 'safe-proxy-factory',
  ProxyFactory: 'safe-proxy-factory',
}

/** Safe's singletons, proxy factories and MultiSend contracts, from @safe-global/safe-deployments. */
function safeContracts(served) {
  const assets = join(dirname(require.resolve('@safe-global/safe-deployments/package.json')), 'dist/assets')
  const rows = []
  for (const version of readdirSync(assets).sort()) {
    for (const file of readdirSync(join(assets, version)).sort()) {
      const deployment = JSON.parse(readFileSync(join(assets, version, file), 'utf8'))
      const role = SAFE_ROLES[deployment.contractName]
      if (!role) continue
      for (const [chainId, types] of Object.entries(deployment.networkAddresses ?? {})) {
        if (!served.has(Number(chainId))) continue
        for (const type of [types].flat()) {
          const address = deployment.deployments?.[type]?.address
          if (address) rows.push({ chain: Number(chainId), address, entry: { protocol: `Safe ${deployment.version}`, role } })
        }
      }
    }
  }
  return rows
}

/** @safe-global/safe-deployments: its roles, each with how a line names it after the protocol ("Aave V3: Pool"; null: the protocol alone). */
export const source = {
  precedence: 70,
  package: '@safe-global/safe-deployments',
  gives: 'Safe singletons, proxy factories and MultiSend contracts',
  roles: {
    'safe-singleton': 'Singleton',
    multisend: 'MultiSend',
    'safe-proxy-factory': 'Proxy factory',
  },
  rows: (served) => safeContracts(served),
}
