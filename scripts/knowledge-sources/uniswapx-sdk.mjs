import { join } from 'node:path'
import { packageDir } from '../package-abis.mjs'
import { require } from './shared.mjs'

const ZERO = '0x0000000000000000000000000000000000000000'
/** The reactors whose `Fill` names the swapper whose signed order a filler executed; the Relay reactor logs no fill. */
const FILL_REACTORS = ['DutchOrderReactor', 'ExclusiveDutchOrderReactor', 'V2DutchOrderReactor', 'V3DutchOrderReactor', 'PriorityOrderReactor']

/** UniswapX's reactors on each served chain, from @uniswap/uniswapx-sdk's `REACTOR_ADDRESS_MAPPING`, but the Relay reactor. */
function reactorRows(served) {
  const { REACTOR_ADDRESS_MAPPING } = require('@uniswap/uniswapx-sdk')
  return Object.entries(REACTOR_ADDRESS_MAPPING).flatMap(([chainId, reactors]) =>
    served.has(Number(chainId))
      ? Object.entries(reactors)
          .filter(([orderType, address]) => orderType !== 'Relay' && address.toLowerCase() !== ZERO)
          .map(([, address]) => ({ chain: Number(chainId), address, entry: { protocol: 'UniswapX', role: 'uniswapx-reactor' } }))
      : [],
  )
}

/** The reactors' ABIs, from the SDK's typechain factories (which its `exports` do not list). */
function reactorAbis() {
  const factories = join(packageDir('@uniswap/uniswapx-sdk'), 'dist/cjs/src/contracts/factories')
  return FILL_REACTORS.map((name) => ({
    source: `@uniswap/uniswapx-sdk/dist/cjs/src/contracts/factories/${name}__factory.js`,
    abi: require(join(factories, `${name}__factory.js`))[`${name}__factory`].abi,
  }))
}

/** @uniswap/uniswapx-sdk: the contracts that settle UniswapX's signed orders, named by the protocol. */
export const source = {
  precedence: 120,
  package: '@uniswap/uniswapx-sdk',
  gives:
    "UniswapX's reactors (Dutch, exclusive Dutch, Dutch v2 and v3, priority), which settle a swapper's signed order for the filler who executes it, on each served chain",
  roles: {
    'uniswapx-reactor': null,
  },
  rows: (served) => reactorRows(served),
  abis: reactorAbis,
}
