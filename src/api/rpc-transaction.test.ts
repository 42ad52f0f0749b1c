// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { EXAMPLE_RPC, RPC_CASES, RPC_ERRORS, RPC_TRANSACTIONS } from '../../mocks/fixtures/rpc-transaction'
import { fetchRaw, TEST_API_CONFIG, startFixtureServer } from '@/test/msw'
import { setApiConfig } from '@/config'
import { ApiError } from './errors'
import { fetchRpcTransaction, RPC_METHOD } from './rpc-transaction'

startFixtureServer()

const at = (index: number, blockHash: string = EXAMPLE_RPC.blockHash) => ({ chain: EXAMPLE_RPC.chain, blockHash, index: BigInt(index) })

async function rawCall(body: unknown, chain = 'eth') {
  return fetchRaw(`${TEST_API_CONFIG.bases.rpc}/${chain}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

describe('transaction by block hash and index over JSON-RPC', () => {
  it('returns the legacy transaction at 0x0 with a gas price and no fee caps', async () => {
    const tx = await fetchRpcTransaction(at(RPC_CASES.legacy))
    expect(tx).toMatchObject({ type: 0n, transactionIndex: 0n, chainId: 1n, v: '0x25', blockHash: EXAMPLE_RPC.blockHash })
    expect(tx?.gasPrice).toBe(24_000_000_000n)
    expect(tx?.value).toBe(1_250_000_000_000_000_000n)
    expect(tx?.maxFeePerGas).toBeNull()
    expect(tx?.to).toMatch(/^0x[0-9a-f]{40}$/)
  })

  it('returns the EIP-1559 contract creation at 0x1 with no recipient', async () => {
    const tx = await fetchRpcTransaction(at(RPC_CASES.eip1559Creation))
    expect(tx).toMatchObject({ type: 2n, to: null, maxFeePerGas: 30_000_000_000n, maxPriorityFeePerGas: 1_500_000_000n, nonce: 0n })
    expect(tx?.input).toMatch(/^0x6080/)
  })

  it('returns the blob transaction at 0x2 with its blob fee cap and versioned hashes', async () => {
    const tx = await fetchRpcTransaction(at(RPC_CASES.blob))
    expect(tx?.type).toBe(3n)
    expect(tx?.maxFeePerBlobGas).toMatch(/^0x[0-9a-f]+$/)
    const hashes = tx?.blobVersionedHashes as string[]
    expect(hashes).toEqual(RPC_TRANSACTIONS[RPC_CASES.blob]?.blobVersionedHashes)
    expect(hashes).toHaveLength(5)
    expect(hashes.every((hash) => /^0x01[0-9a-f]{62}$/.test(hash))).toBe(true)
  })

  it('sends every quantity as 0x hex text', async () => {
    for (const index of [0, 1, 2]) {
      const { body } = await rawCall({ jsonrpc: '2.0', id: index, method: RPC_METHOD, params: [EXAMPLE_RPC.blockHash, `0x${index.toString(16)}`] })
      const result = (body as { result: Record<string, unknown> }).result
      for (const key of ['blockNumber', 'gas', 'gasPrice', 'nonce', 'transactionIndex', 'value', 'type', 'chainId', 'v', 'r', 's']) {
        expect(result[key], key).toMatch(/^0x(0|[1-9a-f][0-9a-f]*)$/)
      }
    }
  })

  it('answers null for an index past the last transaction and for an unknown block', async () => {
    await expect(fetchRpcTransaction(at(RPC_CASES.pastEnd))).resolves.toBeNull()
    await expect(fetchRpcTransaction(at(0, RPC_CASES.unknownBlockHash))).resolves.toBeNull()
  })

  it('turns the node invalid-argument error for a 62-digit block hash into an rpc ApiError', async () => {
    const error = await fetchRpcTransaction(at(0, RPC_CASES.badBlockHash)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'rpc', rpcCode: RPC_ERRORS.badBlockHash.code, message: RPC_ERRORS.badBlockHash.message })
  })

  it('answers a wrong method with -32601 and echoes the request id', async () => {
    const { body } = await rawCall({ jsonrpc: '2.0', id: 42, method: 'eth_getTransactionByHash', params: [EXAMPLE_RPC.blockHash] })
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 42, error: { code: RPC_ERRORS.methodNotFound } })
    const ok = await rawCall({ jsonrpc: '2.0', id: 'abc', method: RPC_METHOD, params: [EXAMPLE_RPC.blockHash, '0x0'] })
    expect(ok.body).toMatchObject({ id: 'abc' })
  })

  it('accepts the API key as a path segment after the chain', async () => {
    setApiConfig({ ...TEST_API_CONFIG, apiKey: 'user-key-123' })
    await expect(fetchRpcTransaction(at(RPC_CASES.legacy))).resolves.toMatchObject({ type: 0n })
  })
})
