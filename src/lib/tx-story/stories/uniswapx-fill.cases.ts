import { encodeAbiParameters, encodeFunctionData, erc20Abi, keccak256, parseAbi, parseEther, parseUnits, toHex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** A UniswapX reactor's `execute`, `executeBatch` and `Fill`, as @uniswap/uniswapx-sdk's reactor factories declare them. */
const reactorAbi = parseAbi([
  'struct SignedOrder { bytes order; bytes sig; }',
  'function execute(SignedOrder order) payable',
  'function executeBatch(SignedOrder[] orders) payable',
  'event Fill(bytes32 indexed orderHash, address indexed filler, address indexed swapper, uint256 nonce)',
])
const { alice, bob, carol, relayer, unlisted } = PEOPLE
const SOLD = parseUnits('1000', 6)
const BOUGHT_ETH = parseEther('0.3')
const BOUGHT_DAI = parseUnits('998.5', 18)
const FEE_DAI = parseUnits('1.5', 18)

const orderHash = (name: string) => keccak256(toHex(`uniswapx order ${name}`))
const signed = (name: string) => ({ order: encodeAbiParameters([{ type: 'bytes32' }], [orderHash(name)]), sig: toHex(name, { size: 65 }) })
const execute = (name: string) => encodeFunctionData({ abi: reactorAbi, functionName: 'execute', args: [signed(name)] })
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })

export const uniswapxFillCases: StoryCases = (listed) => {
  const reactor = listed({ role: 'uniswapx-reactor' })
  const filled = (at: string, name: string, swapper: string) =>
    emit(at, reactorAbi, 'Fill', { orderHash: orderHash(name), filler: relayer, swapper, nonce: 7n })
  /** The swapper's USDC to the filler (through Permit2), the filler's ETH through the reactor to `recipient`. */
  const usdcForEth = (at: string, name: string, recipient: string) => ({
    from: relayer,
    to: at,
    value: BOUGHT_ETH,
    input: execute(name),
    logs: [transfer(TOKENS.usdc, alice, relayer, SOLD), filled(at, name, alice)],
    internal: [{ from: at, to: recipient, value: BOUGHT_ETH }],
  })
  return {
    kind: 'uniswapx-fill',
    abis: [
      { source: '@uniswap/uniswapx-sdk/dist/cjs/src/contracts/factories/V2DutchOrderReactor__factory.js#V2DutchOrderReactor__factory.abi', abi: reactorAbi },
      { source: 'viem erc20Abi', abi: erc20Abi },
    ],
    cases: [
      {
        name: 'a filler executing a swapper’s order of USDC for ETH',
        tx: usdcForEth(reactor, 'eth', alice),
        line: 'Trader 0x7f3a…1d9b swapped 1,000 USDC for 0.3 ETH through UniswapX',
      },
      {
        name: 'an order of USDC for DAI whose output pays an interface fee beside the swapper',
        tx: {
          from: relayer,
          to: reactor,
          input: execute('dai'),
          logs: [
            transfer(TOKENS.usdc, alice, relayer, SOLD),
            transfer(TOKENS.dai, relayer, alice, BOUGHT_DAI),
            transfer(TOKENS.dai, relayer, carol, FEE_DAI),
            filled(reactor, 'dai', alice),
          ],
        },
        line: 'Trader 0x7f3a…1d9b swapped 1,000 USDC for 998.5 DAI through UniswapX',
      },
      {
        name: 'a look-alike: the same event from a contract no list names as a reactor (the filler’s own side is told)',
        tx: usdcForEth(unlisted, 'unlisted', alice),
        line: 'Swapped 0.3 ETH for 1,000 USDC',
      },
      {
        name: 'a look-alike: the order’s output paid to another account than the swapper (the filler’s side)',
        tx: usdcForEth(reactor, 'elsewhere', bob),
        line: 'Swapped 0.3 ETH for 1,000 USDC',
      },
      {
        name: 'a look-alike: two orders filled in one batch (the filler’s side)',
        tx: {
          from: relayer,
          to: reactor,
          input: encodeFunctionData({ abi: reactorAbi, functionName: 'executeBatch', args: [[signed('first'), signed('second')]] }),
          logs: [
            transfer(TOKENS.usdc, alice, relayer, SOLD),
            transfer(TOKENS.dai, relayer, alice, BOUGHT_DAI),
            filled(reactor, 'first', alice),
            transfer(TOKENS.usdc, bob, relayer, SOLD),
            transfer(TOKENS.dai, relayer, bob, BOUGHT_DAI),
            filled(reactor, 'second', bob),
          ],
        },
        line: 'Swapped 1,997 DAI for 2,000 USDC',
      },
    ],
  }
}
