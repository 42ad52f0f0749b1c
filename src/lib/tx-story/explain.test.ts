import { describe, expect, it } from 'vitest'
import { TRANSACTION_CASES } from '../../../mocks/fixtures/transaction'
import { STORY_CASES } from '../../../mocks/fixtures/story-cases'
import { explainTransaction, lineText } from './explain'
import { tellTransaction } from './stories/teller'
import { decodedWithFullIndex, ETH_CONTEXT, fullKnowledge, parsedFixture } from './story-fixtures.test-support'

/** The line without the signature index and the published lists (a selector stays a selector), or with both. */
const line = (hash: string, withIndex: string | null = null, includeInternal = true) => {
  const tx = parsedFixture(hash, includeInternal)
  const story = withIndex ? explainTransaction(tx, decodedWithFullIndex(tx), fullKnowledge(), tellTransaction) : explainTransaction(tx)
  return lineText(story.line, ETH_CONTEXT)
}

describe('the action line of each fixture transaction', () => {
  it.each([
    {
      story: 'a Uniswap V2 swap before the signature index has loaded: what moved, no verb yet',
      hash: STORY_CASES.uniswapV2Swap,
      expected: 'Called 0x7ff36ab5 on 0x7a25…488d (sent 1 ETH, received 3,412.5 USDC)',
    },
    { story: 'a Uniswap V2 swap of ETH', hash: STORY_CASES.uniswapV2Swap, name: 'swapExactETHForTokens', expected: 'Swapped 1 ETH for 3,412.5 USDC' },
    {
      story: 'a Uniswap V3 exactInputSingle',
      hash: STORY_CASES.uniswapV3Swap,
      name: 'exactInputSingle',
      expected: 'Swapped 5,000 USDC for 1.465123456789012345 WETH',
    },
    {
      story: 'a V3 multicall that swaps and unwraps',
      hash: STORY_CASES.uniswapV3Multicall,
      name: 'multicall',
      expected: 'Swapped 10,000 USDC for 2.93024691357802469 ETH',
    },
    { story: 'a Universal Router execute', hash: STORY_CASES.universalRouterSwap, name: 'execute', expected: 'Swapped 2 ETH for 6,824.991337 USDC' },
    { story: 'a Seaport purchase', hash: STORY_CASES.seaportSale, expected: 'Bought NFT 0xbc4c…f13d #8817 for 30 ETH' },
    { story: 'an ERC1155 single transfer', hash: STORY_CASES.erc1155Single, expected: 'Sent 5 × NFT 0x76be…8e77 #578960446186… to 0x2a4c…8a10' },
    {
      story: 'an ERC1155 batch transfer',
      hash: STORY_CASES.erc1155Batch,
      expected: 'Sent 10 × NFT 0x76be…8e77 #1, 1 × NFT 0x76be…8e77 #2 and 250 × NFT 0x76be…8e77 #3 to 0x2a4c…8a10',
    },
    {
      story: 'a Safe execution, where the sender moves nothing itself: the Safe paid',
      hash: STORY_CASES.safeExecution,
      name: 'execTransaction',
      expected: 'Safe 0x849d…039d sent 48,250 USDC to 0x4d3c…6d5c',
    },
    { story: 'an Aave supply read from flows alone', hash: STORY_CASES.aaveSupply, expected: 'Deposited 25,000 USDC, receiving 25,000 aEthUSDC' },
    {
      story: 'an Aave supply with the pool named by the address book',
      hash: STORY_CASES.aaveSupply,
      name: 'supply',
      expected: 'Supplied 25,000 USDC to Aave V3',
    },
    { story: 'a WETH deposit', hash: STORY_CASES.wrap, expected: 'Wrapped 3 ETH into 3 WETH' },
    { story: 'a WETH withdraw', hash: STORY_CASES.unwrap, expected: 'Unwrapped 1.25 WETH into 1.25 ETH' },
    { story: 'a Multicall3 aggregate3 of reads', hash: STORY_CASES.multicall3, name: 'aggregate3', expected: 'Called aggregate3 on 0xca11…ca11' },
    { story: 'a failed swap', hash: STORY_CASES.failedSwap, name: 'exactInputSingle', expected: 'Failed: exactInputSingle on 0xe592…1564' },
    { story: 'a failed swap the index does not know', hash: STORY_CASES.failedSwap, expected: 'Failed: 0x414bf389 on 0xe592…1564' },
    { story: 'a call with an unknown selector', hash: STORY_CASES.unknownSelector, expected: expect.stringMatching(/^Called 0x[0-9a-f]{8} on 0x7e57…c0de$/) },
    { story: 'Transfer-topic logs whose data does not fit', hash: STORY_CASES.transferCollision, expected: 'Called transfer on 0x5eed…5eed' },
    { story: 'cut-short calldata', hash: STORY_CASES.malformedInput, expected: 'Failed: 0x7ff36ab5 on 0x7a25…488d' },
    {
      story: 'a hostile token and one of unknown decimals',
      hash: STORY_CASES.hostileToken,
      expected:
        'Called transfer on 0x0bad…c0de (sent 0.009007199254740993 <script>alert(1)</script…, received 123,456,789,012,345,678,901,234 raw units of 0x5eed…5eed)',
    },
    { story: 'an ERC20 transfer', hash: TRANSACTION_CASES.erc20Transfer, expected: 'Sent 2,500 USDC to 0x2a4c…8a10' },
    { story: 'an unlimited approval', hash: TRANSACTION_CASES.approve, expected: 'Approved 0x0000…8ba3 to spend unlimited DAI' },
    { story: 'an ERC721 transfer', hash: TRANSACTION_CASES.erc721Transfer, expected: 'Sent NFT 0xbc4c…f13d #7495 to 0x7f3a…1d9b' },
    { story: 'a contract creation', hash: TRANSACTION_CASES.contractCreation, expected: 'Created contract 0x9f1e…5f7e' },
    { story: 'a native payment that a splitter passes on to two', hash: TRANSACTION_CASES.ethWithInternal, expected: 'Sent 1.5 ETH to 2 addresses' },
  ])('says what $story did', ({ hash, name, expected }) => {
    expect(line(hash, name ?? null)).toEqual(expected)
  })

  it('still says unwrap when internal calls are left out and the coin coming back is not in view', () => {
    expect(line(STORY_CASES.unwrap, null, false)).toBe('Unwrapped 1.25 WETH into 1.25 ETH')
  })
})

describe('the movements of fixture transactions', () => {
  it('finds every hop of a swap: the value, the router wrapping, the pool paying out', () => {
    const { movements } = explainTransaction(parsedFixture(STORY_CASES.uniswapV2Swap))
    expect(movements.map(({ source, asset, from, to, amount }) => ({ source, kind: asset.kind, from, to, amount }))).toEqual([
      {
        source: 'value',
        kind: 'native',
        from: '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be',
        to: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
        amount: 10n ** 18n,
      },
      {
        source: 'internal',
        kind: 'native',
        from: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
        to: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
        amount: 10n ** 18n,
      },
      {
        source: 'deposit',
        kind: 'erc20',
        from: '0x0000000000000000000000000000000000000000',
        to: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
        amount: 10n ** 18n,
      },
      {
        source: 'transfer',
        kind: 'erc20',
        from: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
        to: '0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc',
        amount: 10n ** 18n,
      },
      {
        source: 'transfer',
        kind: 'erc20',
        from: '0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc',
        to: '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be',
        amount: 3_412_500_000n,
      },
    ])
  })

  it('leaves out logs with a famous topic0 whose data does not fit, and every log of a failed transaction', () => {
    expect(explainTransaction(parsedFixture(STORY_CASES.transferCollision)).movements).toEqual([])
    expect(explainTransaction(parsedFixture(STORY_CASES.failedSwap)).movements).toEqual([])
  })

  it('nets the router and the pool to what they kept, the sender first', () => {
    const { netChanges } = explainTransaction(parsedFixture(STORY_CASES.uniswapV2Swap))
    expect(netChanges.map((entry) => entry.address)).toEqual([
      '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be',
      '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
      '0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc',
    ])
  })
})
