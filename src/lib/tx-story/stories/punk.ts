import { NATIVE } from '../assets'
import { addressArg, eventsOf, integerArg } from './args'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'

/** CryptoPunks' own sale event, as its verified source declares it: the punk, the price, seller and buyer. */
const PUNK_BOUGHT = 'PunkBought(uint256,uint256,address,address)'

/**
 * Speaks when CryptoPunks' `PunkBought` to the sender for the value it paid.
 *
 * @example Bought punk #8515 of 0xb47e…3bbb from 0x… for 156.9 ETH
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
