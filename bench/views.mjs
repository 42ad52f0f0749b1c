// The views the benchmark opens: the home page and every declared view at its example deep link (its declaration's
// `example`), each with the selector of its first data on screen. `totalJsPaths` lists the pages a view's total JS is
// measured on when its code differs from page to page.
import { fileURLToPath } from 'node:url'
import { openSourceModules } from '../scripts/source-modules.mjs'

/** "ERC20 transfers" → "erc20-transfers": how the budgets (bench/budgets.json) name a view. */
export function benchName(exampleName) {
  return exampleName.toLowerCase().replace(/\s+/g, '-')
}

// The transaction view's decoders differ from page to page: its total JS is measured on each of these, the heaviest counting.
const TOTAL_JS_PATHS = {
  transaction: [
    // a Universal Router plan (STORY_CASES.universalRouterSwap)
    '/eth/tx/0xc156bcdfb67757bbbf3df70ff212de2edfbbcae2f4371edc8f30178dd06282ff',
    // a Seaport sale (STORY_CASES.seaportSale)
    '/eth/tx/0xfc35ba02115e1de5cd2aff74c797305f43a3e07bc3c1712317a221502e1f990e',
    // a Safe execution (STORY_CASES.safeExecution)
    '/eth/tx/0x9e7fdf79109e9d0c9f05f77971126224f9c3857c912a9ec00824db1059db27e4',
    // an ERC-4337 bundle of two user operations (DECODE_CASES.userOperations)
    '/eth/tx/0x8ff77f0bf56240112abc3de7fdf5ff3c183b0d5362cf1c2800620ab009e9cd48',
    // an Aave v3 supply (STORY_CASES.aaveSupply)
    '/eth/tx/0xa47f78bd279df10d45d195f7c5e6dc4fe7e930f50ff79c5e35e6b25df9658b48',
    // a call the index names, of a contract no label or list names: Sourcify asked its name alone
    // (VERIFIED_SOURCE_CASES.hostileName)
    '/eth/tx/0xe452e7f0b179217c018f1f6a5efb346799a04e177a4b872dbf75d87da7e21146',
  ],
}

async function declaredViews() {
  const modules = await openSourceModules(fileURLToPath(new URL('..', import.meta.url)))
  try {
    const { EXAMPLE_VIEWS } = await modules.load('/mocks/fixture-views.ts')
    const { viewPath } = await modules.load('/src/views/view-path.ts')
    return EXAMPLE_VIEWS.map((view) => {
      const name = benchName(view.example.name)
      const path = viewPath(view.route, view.example.params)
      const extra = TOTAL_JS_PATHS[name]
      return { name, path, ready: view.example.ready, ...(extra ? { totalJsPaths: [path, ...extra] } : {}) }
    })
  } finally {
    await modules.close()
  }
}

export const VIEWS = [{ name: 'home', path: '/', ready: 'main h1', hasData: false }, ...(await declaredViews())]

export const LONG_LIST = {
  path: '/eth/token/0x1000000000000000000000000000000000010000?limit=100',
  ready: 'tbody tr[data-index="0"]',
  endText: 'End of list · 10,000 transfers',
  rows: 10_000,
}
