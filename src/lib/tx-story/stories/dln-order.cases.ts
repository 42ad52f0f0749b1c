import { concatHex, erc20Abi, numberToHex, pad, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { alice, bob, carol } = PEOPLE
const dln = verifiedAbi('deBridge DlnSource')
const DLN_SOURCE = '0xef4fb24ad0916217251f553c0596f8edc630eb66'
/** DlnSource's fixed fee in the chain's coin, and its share of the give amount (4 bps). */
const FIXED_FEE = 1_000_000_000_000_000n
const share = (amount: bigint) => (amount * 4n) / 10_000n
const USDC_GIVEN = 1_000_000_000n
const ETH_GIVEN = 2_000_000_000_000_000_000n
const AFFILIATE = 1_500_000_000_000_000n

interface Order {
  maker: `0x${string}`
  token: `0x${string}`
  amount: bigint
  takeChainId: bigint
  affiliate?: bigint
}

/** The order DlnSource logs: its give amount less the protocol's and the affiliate's shares. */
const created = ({ maker, token, amount, takeChainId, affiliate = 0n }: Order) =>
  emit(DLN_SOURCE, dln, 'CreatedOrder', {
    order: {
      makerOrderNonce: 7n,
      makerSrc: maker,
      giveChainId: 1n,
      giveTokenAddress: token,
      giveAmount: amount - share(amount) - affiliate,
      takeChainId,
      takeTokenAddress: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
      takeAmount: amount - share(amount) - affiliate - 1_200_000n,
      receiverDst: maker,
      givePatchAuthoritySrc: maker,
      orderAuthorityAddressDst: maker,
      allowedTakerDst: '0x',
      allowedCancelBeneficiarySrc: '0x',
      externalCall: '0x',
    },
    orderId: pad('0xd1a1'),
    affiliateFee: affiliate > 0n ? concatHex([carol, numberToHex(affiliate, { size: 32 })]) : '0x',
    nativeFixFee: FIXED_FEE,
    percentFee: share(amount),
    referralCode: 0,
    metadata: '0x',
  })

/** Alice paying DlnSource `paid` USDC and its fixed fee in ETH for an order of 1,000 USDC by `maker`. */
const usdcOrder = (maker: `0x${string}`, takeChainId: bigint, paid = USDC_GIVEN) => ({
  from: alice,
  to: DLN_SOURCE,
  value: FIXED_FEE,
  logs: [
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: DLN_SOURCE, value: paid }),
    created({ maker, token: TOKENS.usdc, amount: USDC_GIVEN, takeChainId }),
  ],
})

export const dlnOrderCases: StoryCases = () => ({
  kind: 'dln-order',
  abis: [
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: 'verified: deBridge DlnSource', abi: dln },
  ],
  cases: [
    {
      name: 'USDC sent to Arbitrum One in a deBridge DLN order, its fixed fee paid in ETH',
      tx: usdcOrder(alice, 42161n),
      line: 'Bridged 1,000 USDC to Arbitrum One (fee 0.001 ETH)',
      e2e: true,
    },
    {
      name: 'ETH sent to Base, an affiliate’s share taken from it, the fixed fee paid beside it',
      tx: {
        from: bob,
        to: DLN_SOURCE,
        value: ETH_GIVEN + FIXED_FEE,
        logs: [created({ maker: bob, token: zeroAddress, amount: ETH_GIVEN, takeChainId: 8453n, affiliate: AFFILIATE })],
      },
      line: 'Bridged 2 ETH to Base (fee 0.001 ETH)',
    },
    {
      name: 'USDC sent to Solana, which deBridge numbers 7565164: no chain is named by that id',
      tx: usdcOrder(alice, 7_565_164n),
      line: 'Bridged 1,000 USDC through deBridge (fee 0.001 ETH)',
    },
    {
      name: 'an order whose maker is another account than the sender (look-alike: the sender did not bridge its own)',
      tx: usdcOrder(bob, 42161n),
      line: 'Sent 0.001 ETH and 1,000 USDC to 0xef4f…eb66',
    },
    {
      name: 'an order for less than the sender paid (look-alike: the amounts do not add up)',
      tx: usdcOrder(alice, 42161n, USDC_GIVEN + 1n),
      line: 'Sent 0.001 ETH and 1,000.000001 USDC to 0xef4f…eb66',
    },
  ],
})
