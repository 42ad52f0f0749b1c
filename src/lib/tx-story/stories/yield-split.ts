import { NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import { addressArg, integerArg, soleEventOfCalled } from './args'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'
import { changesOf } from '../net-changes'

/** Pendle's router event for a token split into principal (PT) and yield (YT) tokens, as its verified source declares it. */
const MINT_PY_FROM_TOKEN = 'MintPyFromToken(address,address,address,address,uint256,uint256,uint256)'

const assetOf = (token: string): Asset => (token === ZERO_ADDRESS ? NATIVE : { kind: 'erc20', token })
const sameAsset = (a: Asset, b: Asset) => (a.kind === 'native' ? b.kind === 'native' : b.kind === 'erc20' && a.kind === 'erc20' && a.token === b.token)

/**
 * Speaks when a Pendle-style router's one `MintPyFromToken` for the sender as caller and receiver: exactly the
 * event's amount of its input token paid, exactly its amount of the event's YT and of one other token (the PT)
 * received, nothing else.
 *
 * @example Split 12,500 DAI into … and … (principal and yield tokens) on 0x…
 */
export const yieldSplitStory: Story = {
  kind: 'yield-split',
  order: 220,
  gate: { events: ['MintPyFromToken'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const mint = soleEventOfCalled(evidence, MINT_PY_FROM_TOKEN)
    if (!mint) return null
    const tokenIn = addressArg(mint.args, 'tokenIn')
    const yt = addressArg(mint.args, 'YT')
    const paid = integerArg(mint.args, 'netTokenIn')
    const minted = integerArg(mint.args, 'netPyOut')
    if (!tokenIn || !yt || paid === null || minted === null) return null
    if (addressArg(mint.args, 'caller') !== from || addressArg(mint.args, 'receiver') !== from) return null
    const own = changesOf(evidence.netChanges, from)
    const sent = own.filter((change) => change.amount < 0n)
    const received = own.filter((change) => change.amount > 0n)
    const [input] = sent
    if (sent.length !== 1 || !input || !sameAsset(input.asset, assetOf(tokenIn)) || -input.amount !== paid) return null
    const ytChange = received.find((change) => change.asset.kind === 'erc20' && change.asset.token === yt)
    const ptChange = received.find((change) => change !== ytChange)
    if (received.length !== 2 || !ytChange || !ptChange || ptChange.asset.kind !== 'erc20' || ytChange.amount !== minted || ptChange.amount !== minted)
      return null
    return line('yield-split', null, [
      text('Split '),
      amounts([{ asset: input.asset, amount: paid }]),
      text(' into '),
      amounts([ptChange, ytChange]),
      text(' (principal and yield tokens) on '),
      address(mint.address),
    ])
  },
}
