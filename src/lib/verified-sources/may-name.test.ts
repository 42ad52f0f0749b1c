import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { loadDecodedTransaction } from '@/lib/abi-decode/load-decoded-transaction'
import { committedShardLoader, committedTableLoader } from '@/lib/abi-decode/test-support/full-index'
import type { TransactionInView } from './decode-with-verified-sources'
import { leftUnknown, mayName } from './use-verified-decoding'

const CONTRACT = '0x9e1f4c7b2a5d8e0f3c6b9a2d5e8f1c4b7a0d3e6f'
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [`0x${'2a'.repeat(20)}`, 10n] })
const unknownCall: Hex = '0xdeadbeef0000000000000000000000000000000000000000000000000000000000000001'

async function offlineOf(tx: TransactionInView) {
  return loadDecodedTransaction(tx, committedShardLoader().load, committedTableLoader)
}

describe('whether Sourcify is asked at all (its code and lookups load only then)', () => {
  it('asks for a call the index cannot name, whoever names the contract', async () => {
    const tx = { to_address: CONTRACT, to_address_label: 'Labelled', input: unknownCall, logs: [] }
    expect(mayName(tx, await offlineOf(tx), true)).toBe(true)
  })

  it('asks for an unlabelled contract that no published list names, for its verified name', async () => {
    const tx = { to_address: CONTRACT, input: transfer as Hex, logs: [] }
    expect(mayName(tx, await offlineOf(tx), false)).toBe(true)
  })

  it('asks nothing when the index named everything and a label or a published list names the contract', async () => {
    const tx = { to_address: CONTRACT, input: transfer as Hex, logs: [] }
    const offline = await offlineOf(tx)
    expect(mayName(tx, offline, true)).toBe(false)
    expect(mayName({ ...tx, to_address_label: 'Circle: USDC' }, offline, false)).toBe(false)
  })
})

describe('what Sourcify is asked once it is asked', () => {
  it('only the called contract’s name when the index named everything', async () => {
    const tx = { to_address: CONTRACT, input: transfer as Hex, logs: [] }
    expect(leftUnknown(await offlineOf(tx))).toBe(false)
  })

  it('verified ABIs and the signature database when the index left a call or an event unknown', async () => {
    const call = { to_address: CONTRACT, input: unknownCall, logs: [] }
    expect(leftUnknown(await offlineOf(call))).toBe(true)
    const log = { address: CONTRACT, data: '0x' as Hex, topic0: `0x${'ee'.repeat(32)}`, topic1: null, topic2: null, topic3: null }
    const event = { to_address: CONTRACT, input: transfer as Hex, logs: [log] }
    expect(leftUnknown(await offlineOf(event))).toBe(true)
  })
})
