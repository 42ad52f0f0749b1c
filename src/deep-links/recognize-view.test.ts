import { describe, expect, it } from 'vitest'
import { recognizeView } from './recognize-view'

const HASH = `0x${'9f'.repeat(32)}`
const ADDRESS = '0x6b175474e89094c44da98b954eedeac495271d0f'
const SOLANA = 'So11111111111111111111111111111111111111112'

describe('recognizeView', () => {
  it('recognizes every view the routes serve', () => {
    expect(recognizeView('/').view).toBe('home')
    expect(recognizeView('/settings').view).toBe('settings')
    expect(recognizeView('/rpc').view).toBe('rpc-lookup')
    expect(recognizeView('/rpc/').view).toBe('rpc-lookup')
    expect(recognizeView(`/eth/tx/${HASH}`)).toMatchObject({
      view: 'transaction',
      link: { status: 'ok', hash: HASH, includeInternal: true, chain: { label: 'Ethereum' } },
    })
    expect(recognizeView(`/polygon/token/${ADDRESS}`)).toMatchObject({
      view: 'erc20-transfers',
      link: { status: 'ok', address: ADDRESS, chain: { label: 'Polygon' } },
    })
    expect(recognizeView(`/eth/wallet/${ADDRESS}/nft-transfers`)).toMatchObject({ view: 'nft-transfers', link: { status: 'ok', address: ADDRESS } })
    expect(recognizeView(`/eth/nft/${ADDRESS}/7495`)).toMatchObject({ view: 'nft', link: { status: 'ok', params: { address: ADDRESS, tokenId: '7495' } } })
    expect(recognizeView(`/base/collection/${ADDRESS}`)).toMatchObject({ view: 'collection', link: { status: 'ok', includePrices: false } })
    expect(recognizeView('/market/top-movers')).toMatchObject({ view: 'top-movers', link: { status: 'ok', refreshSeconds: 60 } })
    expect(recognizeView(`/solana/mainnet/token/${SOLANA}/pairs`)).toMatchObject({
      view: 'solana-pairs',
      link: { status: 'ok', input: { network: 'mainnet', address: SOLANA } },
    })
    expect(recognizeView(`/rpc/eth/block/${HASH}/tx/0xc`)).toMatchObject({ view: 'rpc-transaction', link: { status: 'ok', index: 12n, indexText: '0xc' } })
  })

  it('reads the search params as the route does', () => {
    expect(recognizeView(`/eth/tx/${HASH}`, '?internal=false')).toMatchObject({ link: { includeInternal: false } })
    expect(recognizeView(`/eth/token/${ADDRESS}`, 'order=ASC&limit=10')).toMatchObject({ link: { filters: { order: 'ASC', limit: 10 } } })
    expect(recognizeView(`/eth/collection/${ADDRESS}`, '?include_prices=true')).toMatchObject({ link: { includePrices: true } })
    expect(recognizeView('/market/top-movers', '?refresh=off')).toMatchObject({ link: { refreshSeconds: null } })
  })

  it('says which links are unusable, as the page would, without any request', () => {
    expect(recognizeView('/eth/tx/0x123')).toMatchObject({
      view: 'transaction',
      link: { status: 'invalid', problems: [expect.stringContaining('not a valid transaction hash')] },
    })
    expect(recognizeView(`/eth/tx/${HASH}`, '?internal=maybe')).toMatchObject({ link: { status: 'invalid' } })
    expect(recognizeView(`/no-such-chain/tx/${HASH}`)).toMatchObject({ view: 'transaction', link: { status: 'unknown-chain', value: 'no-such-chain' } })
    expect(recognizeView(`/palm/collection/${ADDRESS}`)).toMatchObject({ view: 'collection', link: { status: 'unknown-chain', set: 'collection' } })
    expect(recognizeView('/market/top-movers', '?refresh=soon')).toMatchObject({ link: { status: 'invalid' } })
    expect(recognizeView(`/solana/testnet/token/${SOLANA}/pairs`)).toMatchObject({ link: { status: 'invalid' } })
    expect(recognizeView(`/rpc/nowhere/block/${HASH}/tx/0`)).toMatchObject({ view: 'rpc-transaction', link: { status: 'unknown-rpc-chain' } })
  })

  it('decodes path segments as the router does and treats undecodable or unknown paths as no view', () => {
    expect(recognizeView(`/eth/tx/${HASH.slice(0, 10)}%3Cscript%3E`)).toMatchObject({
      link: { status: 'invalid', problems: [expect.stringContaining('<script>')] },
    })
    expect(recognizeView('/eth/tx/%E0%A4%A').view).toBe('not-found')
    expect(recognizeView('/assets/index-abc.js').view).toBe('not-found')
    expect(recognizeView('/index.html').view).toBe('not-found')
    expect(recognizeView(`/eth/tx/${HASH}/more`).view).toBe('not-found')
  })
})
