import { encodeFunctionData, parseEther } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

const market = verifiedAbi('Foundation NFTMarket')
const { alice, bob } = PEOPLE
const MARKET = '0xcda72070e455bb31c7690a170224ce43623d0b6f'
const BID = parseEther('0.25')
const END = 1_764_410_400n
const placeBid = encodeFunctionData({ abi: market, functionName: 'placeBid', args: [118_204n] })
const bidPlaced = (bidder: string, amount: bigint) => emit(MARKET, market, 'ReserveAuctionBidPlaced', { auctionId: 118_204n, bidder, amount, endTime: END })

export const auctionBidCases: StoryCases = () => ({
  kind: 'auction-bid',
  abis: [{ source: 'verified: Foundation NFTMarket', abi: market }],
  cases: [
    {
      name: 'a bid in a reserve auction',
      tx: { from: alice, to: MARKET, value: BID, input: placeBid, logs: [bidPlaced(alice, BID)] },
      line: 'Bid 0.25 ETH in auction #118204 on 0xcda7…0b6f',
      e2e: true,
    },
    {
      name: 'a higher bid that refunds the bidder it outbids',
      tx: {
        from: alice,
        to: MARKET,
        value: parseEther('0.3'),
        input: placeBid,
        logs: [bidPlaced(alice, parseEther('0.3'))],
        internal: [{ from: MARKET, to: bob, value: BID }],
      },
      line: 'Bid 0.3 ETH in auction #118204 on 0xcda7…0b6f',
    },
    {
      name: 'a bid event for more than the sender paid (look-alike: part of the bid came from elsewhere)',
      tx: { from: alice, to: MARKET, value: parseEther('0.1'), input: placeBid, logs: [bidPlaced(alice, BID)] },
      line: 'Sent 0.1 ETH to 0xcda7…0b6f',
    },
  ],
})
