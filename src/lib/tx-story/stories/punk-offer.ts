import { NATIVE, ZERO_ADDRESS } from '../assets'
import { addressArg, eventsOf, integerArg } from './args'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'

/** CryptoPunks' own listing event, as its verified source declares it: the punk, its asking price, and the only buyer if one is named. */
const PUNK_OFFERED = 'PunkOffered(uint256,uint256,address)'

/**
 * Speaks when CryptoPunks' one `PunkOffered` from the called contract, nothing moved.
 *
 * @example Offered punk #3100 of 0xb47e…3bbb for sale at 69.42 ETH (to 0x… only)
 */
export const punkOfferStory: Story = {
  kind: 'punk-offer',
  order: 310,
  gate: { events: ['PunkOffered'] },
  tell: (evidence) => {
    const to = evidence.to?.toLowerCase()
    if (evidence.status === '0' || evidence.movements.length > 0 || evidence.events.length !== 1) return null
    const [offer] = eventsOf(evidence, PUNK_OFFERED).filter((event) => event.address === to)
    if (!offer) return null
    const punk = integerArg(offer.args, 'punkIndex')
    const price = integerArg(offer.args, 'minValue')
    const buyer = addressArg(offer.args, 'toAddress')
    if (punk === null || price === null || !buyer) return null
    return line('punk-offer', null, [
      text(`Offered punk #${punk} of `),
      address(offer.address),
      text(' for sale at '),
      amounts([{ asset: NATIVE, amount: price }]),
      ...(buyer === ZERO_ADDRESS ? [] : [text(' to '), address(buyer), text(' only')]),
    ])
  },
}
