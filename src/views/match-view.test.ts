import { describe, expect, it } from 'vitest'
import { matchView } from './match-view'

const HASH = `0x${'9f'.repeat(32)}`
const ADDRESS = '0x6b175474e89094c44da98b954eedeac495271d0f'
const SOLANA = 'So11111111111111111111111111111111111111112'

describe('matchView', () => {
  it('recognizes every view the routes serve', () => {
    expect(matchView('/')?.route).toBe('/')
    expect(matchView('/settings')?.route).toBe('/settings')
    expect(matchView('/rpc')?.route).toBe('/rpc/')
    expect(matchView('/rpc/')?.route).toBe('/rpc/')
    expect(matchView(`/eth/tx/${HASH}`)).toMatchObject({
      route: '/$chain/tx/$hash',
      link: { status: 'ok', hash: HASH, includeInternal: true, chain: { label: 'Ethereum' } },
    })
    expect(matchView(`/polygon/token/${ADDRESS}`)).toMatchObject({
      route: '/$chain/token/$address',
      link: { status: 'ok', address: ADDRESS, chain: { label: 'Polygon' } },
    })
    expect(matchView(`/eth/wallet/${ADDRESS}/nft-transfers`)).toMatchObject({
      route: '/$chain/wallet/$address/nft-transfers',
      link: { status: 'ok', address: ADDRESS },
    })
    expect(matchView(`/eth/nft/${ADDRESS}/7495`)).toMatchObject({
      route: '/$chain/nft/$address/$tokenId',
      link: { status: 'ok', params: { address: ADDRESS, tokenId: '7495' } },
    })
    expect(matchView(`/base/collection/${ADDRESS}`)).toMatchObject({ route: '/$chain/collection/$address', link: { status: 'ok', includePrices: false } })
    expect(matchView('/market/top-movers')).toMatchObject({ route: '/market/top-movers', link: { status: 'ok', refreshSeconds: 60 } })
    expect(matchView(`/solana/mainnet/token/${SOLANA}/pairs`)).toMatchObject({
      route: '/solana/$network/token/$address/pairs',
      link: { status: 'ok', input: { network: 'mainnet', address: SOLANA } },
    })
    expect(matchView(`/rpc/eth/block/${HASH}/tx/0xc`)).toMatchObject({
      route: '/rpc/$chain/block/$blockHash/tx/$index',
      link: { status: 'ok', index: 12n, indexText: '0xc' },
    })
  })

  it('reads the search params as the route does', () => {
    expect(matchView(`/eth/tx/${HASH}`, '?internal=false')).toMatchObject({ link: { includeInternal: false } })
    expect(matchView(`/eth/token/${ADDRESS}`, 'order=ASC&limit=10')).toMatchObject({ link: { filters: { order: 'ASC', limit: 10 } } })
    expect(matchView(`/eth/collection/${ADDRESS}`, '?include_prices=true')).toMatchObject({ link: { includePrices: true } })
    expect(matchView('/market/top-movers', '?refresh=off')).toMatchObject({ link: { refreshSeconds: null } })
  })

  it('says which links are unusable, as the page would, without any request', () => {
    expect(matchView('/eth/tx/0x123')).toMatchObject({
      route: '/$chain/tx/$hash',
      link: { status: 'invalid', problems: [expect.stringContaining('not a valid transaction hash')] },
    })
    expect(matchView(`/eth/tx/${HASH}`, '?internal=maybe')).toMatchObject({ link: { status: 'invalid' } })
    expect(matchView(`/no-such-chain/tx/${HASH}`)).toMatchObject({ route: '/$chain/tx/$hash', link: { status: 'unknown-chain', value: 'no-such-chain' } })
    expect(matchView(`/palm/collection/${ADDRESS}`)).toMatchObject({
      route: '/$chain/collection/$address',
      link: { status: 'unknown-chain', set: 'collection' },
    })
    expect(matchView('/market/top-movers', '?refresh=soon')).toMatchObject({ link: { status: 'invalid' } })
    expect(matchView(`/solana/testnet/token/${SOLANA}/pairs`)).toMatchObject({ link: { status: 'invalid' } })
    expect(matchView(`/rpc/nowhere/block/${HASH}/tx/0`)).toMatchObject({
      route: '/rpc/$chain/block/$blockHash/tx/$index',
      link: { status: 'unknown-rpc-chain' },
    })
  })

  it('decodes path segments as the router does and treats undecodable or unknown paths as no view', () => {
    expect(matchView(`/eth/tx/${HASH.slice(0, 10)}%3Cscript%3E`)).toMatchObject({
      link: { status: 'invalid', problems: [expect.stringContaining('<script>')] },
    })
    expect(matchView('/eth/tx/%E0%A4%A')).toBeNull()
    expect(matchView('/assets/index-abc.js')).toBeNull()
    expect(matchView('/index.html')).toBeNull()
    expect(matchView(`/eth/tx/${HASH}/more`)).toBeNull()
  })
})
