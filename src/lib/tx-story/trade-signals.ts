import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'

/**
 * What in a transaction's own logs and call says a trade happened, beyond the flows: a stronger verb than "sent" and
 * "received" needs one of these. Event names are those the offline signature index decodes by full topic hash from
 * published ABIs, so a name here is a contract's declared event, not a 4-byte guess.
 */
export interface TradeSignals {
  /** a pool's or an aggregator's swap event: Uniswap-style `Swap`, Curve `TokenExchange`, CoW `Trade`, 0x `TransformedERC20`… */
  swapEvent: boolean
  /** a marketplace's fill event: Seaport `OrderFulfilled`, Blur `OrdersMatched`, LooksRare `TakerBid`… */
  marketplaceFill: boolean
}

export const NO_TRADE_SIGNALS: TradeSignals = { swapEvent: false, marketplaceFill: false }

const SWAP_EVENT =
  /^(Swap|Swapped\w*|SwapExecuted|Swap(Pt|Yt)And(Sy|Token)|TokenExchange\w*|Trade|Traded|TransformedERC20|(Limit|Rfq|Otc)?OrderFilled|Fill|BuyGem|SellGem)$/

const MARKETPLACE_FILL =
  /^(OrderFulfilled|OrdersMatched|Execution(721|1155)?(Packed|TakerFeePacked|MakerFeePacked)?|Taker(Bid|Ask)|EvInventory|Match|ERC(721|1155)(Buy|Sell)?OrderFilled|SwapNFT(In|Out)Pair|PunkBought|BuyPriceAccepted|OfferAccepted|ReserveAuctionFinalized|Sale|TakerSell|TakerBuy)$/

/** The decoded logs' names, tested against the trade events. */
export function tradeSignals(decoded: DecodedTransaction | null): TradeSignals {
  if (!decoded) return NO_TRADE_SIGNALS
  const names = decoded.events.flatMap((event) => (event.status === 'decoded' ? [event.event.name] : []))
  return { swapEvent: names.some((name) => SWAP_EVENT.test(name)), marketplaceFill: names.some((name) => MARKETPLACE_FILL.test(name)) }
}

/** Whether a call's name says it trades: `swapExactTokensForTokens`, `exchange`, `sellToPancakeSwap`, `trade`. */
export const callNameSaysSwap = (name: string | null) => name !== null && /swap|exchange|trade|^sell|^buy/i.test(name)
