import { NATIVE } from '../assets'
import { addressArg, eventsOf, integerArg } from './args'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'

/** CryptoPunks' own sale event, as its verified source declares it: the punk, the price, seller and buyer. */
const PUNK_BOUGHT = 'PunkBought(uint256,uint256,address,address)'

/**
 * A CryptoPunk bought from the market contract itself: its PunkBought names the sender as buyer, and the price is
 * the Ether the sender paid it. Its ERC20-shaped Transfer of "1" is not a token bought.
 */
export const punkStory: Story = {
  kind: 'punk-purchase',
  order: 300,
  gate: { events: ['PunkBought'] },
  tell: (evidence) => {
    const to = evidence.to?.toLowerCase()
    const bought = eventsOf(evidence, PUNK_BOUGHT).filter((event) => event.address === to)
    const [sale] = bought
    if (!sale || bought.length !== 1 || evidence.status === '0') return null
    const punk = integerArg(sale.args, 'punkIndex')
    const seller = addressArg(sale.args, 'fromAddress')
    const buyer = addressArg(sale.args, 'toAddress')
    const price = integerArg(sale.args, 'value')
    if (punk === null || !seller || buyer !== evidence.from?.toLowerCase() || price === null || price !== evidence.value) return null
    return line('punk-purchase', null, [
      text(`Bought punk #${punk} of `),
      address(sale.address),
      text(' from '),
      address(seller),
      text(' for '),
      amounts([{ asset: NATIVE, amount: price }]),
    ])
  },
}
