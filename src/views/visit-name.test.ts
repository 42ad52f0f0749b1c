import { describe, expect, it } from 'vitest'
import { erc20TransfersView } from './erc20-transfers'
import { rpcTransactionView } from './rpc-transaction'
import { solanaPairsView } from './solana-pairs'
import { homeView, settingsView } from './static-pages'
import { topMoversView } from './top-movers'
import type { AnyViewDeclaration } from './view'
import { visitNameOf } from './visit-name'

const visitName = (view: AnyViewDeclaration, params: Record<string, string>) => visitNameOf(view, view.readLink(params, view.readSearch({})))

describe('the name "Recently viewed" gives a visit', () => {
  it('names views of data and leaves out the others', () => {
    expect(visitName(erc20TransfersView, { chain: '0x1', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' })).toBe('Token 0xa0b8…eb48 · Ethereum')
    expect(visitName(solanaPairsView, { network: 'mainnet', address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' })).toBe(
      'Solana token DezXAZ…B263 · Solana mainnet',
    )
    expect(visitName(erc20TransfersView, { chain: 'eth', address: 'nope' })).toBeNull()
    expect(visitName(homeView, {})).toBeNull()
    expect(visitName(settingsView, {})).toBeNull()
  })

  it('names the views with nothing to watch by what they show', () => {
    expect(visitName(topMoversView, {})).toBe('Top movers · every chain')
    const blockHash = `0x${'ab'.repeat(32)}`
    expect(visitName(rpcTransactionView, { chain: 'eth', blockHash, index: '0x2' })).toBe('RPC lookup: transaction 0x2 of block 0xabababab…abababab')
    expect(visitName(rpcTransactionView, { chain: 'eth', blockHash: '0x12', index: '0' })).toBeNull()
  })
})
