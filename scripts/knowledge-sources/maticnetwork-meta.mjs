import { readFileSync } from 'node:fs'
import { require, viemChainName } from './shared.mjs'

/**
 * Polygon PoS from @maticnetwork/meta's mainnet list: on Ethereum the RootChainManager, its predicates and the Plasma
 * deposit and withdraw managers, leading to Polygon; on Polygon the child chain manager and the state receiver that
 * delivers deposits, leading to Ethereum, and the native coin's contract (MRC20: its `withdraw` bridges POL back, and
 * it logs every transaction's fee).
 */
function polygonPosBridges(served) {
  const { Main, Matic } = JSON.parse(readFileSync(require.resolve('@maticnetwork/meta/network/mainnet/v1/index.json'), 'utf8'))
  const rows = []
  const side = (chainId, otherId, addresses) => {
    const name = viemChainName(otherId)
    if (!served.has(chainId) || !name) return
    for (const address of addresses.filter(Boolean))
      rows.push({ chain: chainId, address, entry: { protocol: 'Polygon PoS bridge', role: 'bridge', destination: { id: otherId, name } } })
  }
  side(Main.ChainId, Matic.ChainId, [
    Main.POSContracts.RootChainManagerProxy,
    Main.POSContracts.ERC20PredicateProxy,
    Main.POSContracts.EtherPredicateProxy,
    Main.POSContracts.MintableERC20PredicateProxy,
    Main.Contracts.DepositManagerProxy,
    Main.Contracts.WithdrawManagerProxy,
  ])
  side(Matic.ChainId, Main.ChainId, [Matic.POSContracts.ChildChainManagerProxy, Matic.GenesisContracts.StateReceiver])
  const ethereum = viemChainName(Main.ChainId)
  if (served.has(Matic.ChainId) && ethereum) {
    const entry = { protocol: 'Polygon PoS', role: 'bridge-native-token', destination: { id: Main.ChainId, name: ethereum } }
    rows.push({ chain: Matic.ChainId, address: Matic.Contracts.Tokens.MaticToken, entry })
  }
  return rows
}

/** @maticnetwork/meta: its roles, each with how a line names it after the protocol ("Aave V3: Pool"; null: the protocol alone). */
export const source = {
  precedence: 30,
  package: '@maticnetwork/meta',
  gives:
    "Polygon PoS: on Ethereum the RootChainManager, its ERC20, Ether and mintable predicates, the Plasma deposit and withdraw managers; on Polygon the child chain manager and the state receiver, and the native coin's contract (MRC20)",
  roles: {
    bridge: null,
    'bridge-native-token': 'native coin',
  },
  rows: (served) => polygonPosBridges(served),
}
