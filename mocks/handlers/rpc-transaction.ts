import { http, type HttpResponseResolver } from 'msw'
import { RPC_METHOD, type RpcResponseWire } from '../../src/api/rpc-transaction'
import { RPC_CHAINS } from '../../src/chains'
import { findRpcTransaction, RPC_CASES, RPC_ERRORS, type RpcTransactionRecord } from '../fixtures/rpc-transaction'
import { errorResponse, jsonResponse } from '../respond'
import { fixturePath } from './paths'

type RpcId = RpcResponseWire['id']

function rpcError(id: RpcId, code: number, message: string): RpcResponseWire {
  return { jsonrpc: '2.0', id, error: { code, message } }
}

/** Geth's own argument errors, so the app meets the messages a real node sends. */
function blockHashProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'invalid argument 0: json: cannot unmarshal non-string into Go value of type common.Hash'
  if (!/^0x/i.test(value)) return 'invalid argument 0: json: cannot unmarshal hex string without 0x prefix into Go value of type common.Hash'
  const digits = value.slice(2)
  if (!/^[0-9a-f]*$/i.test(digits)) return 'invalid argument 0: json: cannot unmarshal invalid hex string into Go value of type common.Hash'
  if (digits.length !== 64) return `invalid argument 0: hex string has length ${digits.length}, want 64 for common.Hash`
  return null
}

function blockIndexProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'invalid argument 1: json: cannot unmarshal non-string into Go value of type hexutil.Uint'
  if (!/^0x/i.test(value)) return 'invalid argument 1: hex string without 0x prefix'
  if (value.length === 2) return 'invalid argument 1: hex string "0x"'
  if (/^0x0[0-9a-f]/i.test(value)) return 'invalid argument 1: hex number with leading zero digits'
  if (!/^0x[0-9a-f]+$/i.test(value)) return 'invalid argument 1: invalid hex string'
  return null
}

type StoryLookup = (chain: string, blockHash: string, index: bigint) => RpcTransactionRecord | null

function answer(chain: string, call: unknown, findStory: StoryLookup): RpcResponseWire {
  if (!call || typeof call !== 'object' || Array.isArray(call)) return rpcError(null, -32600, 'invalid request')
  const { id = null, method, params } = call as { id?: RpcId; method?: unknown; params?: unknown }
  if (method !== RPC_METHOD) return rpcError(id, -32601, `the method ${String(method)} does not exist/is not available`)
  if (!Array.isArray(params) || params.length < 2)
    return rpcError(id, -32602, `missing value for required argument ${Array.isArray(params) ? params.length : 0}`)
  const problem = blockHashProblem(params[0]) ?? blockIndexProblem(params[1])
  if (problem) return rpcError(id, -32602, problem)
  if (String(params[0]).toLowerCase() === RPC_CASES.prunedBlockHash) return rpcError(id, RPC_ERRORS.prunedBlock.code, RPC_ERRORS.prunedBlock.message)
  const [blockHash, index] = [String(params[0]), BigInt(String(params[1]))]
  return { jsonrpc: '2.0', id, result: findRpcTransaction(chain, blockHash, index) ?? findStory(chain, blockHash, index) }
}

const resolver: HttpResponseResolver<{ chain: string; key?: string }> = async ({ params, request }) => {
  const chain = String(params.chain)
  // The provider knows each chain by its own name only.
  if (!RPC_CHAINS.some(({ rpcName }) => rpcName === chain)) return errorResponse(404, `Chain ${chain} is not supported`)
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    return jsonResponse(rpcError(null, -32700, 'parse error'))
  }
  const answerAll = (findStory: StoryLookup) => (Array.isArray(body) ? body.map((call) => answer(chain, call, findStory)) : answer(chain, body, findStory))
  const withoutStories = answerAll(() => null)
  const missed = [withoutStories].flat().some((response) => 'result' in response && response.result === null)
  if (!missed) return jsonResponse(withoutStories)
  // Only a transaction the lookup's own fixtures lack needs the story transactions' chunk (see handlers/transaction.ts).
  const { findStoryRpcTransaction } = await import('../fixtures/transaction-stories')
  return jsonResponse(answerAll(findStoryRpcTransaction))
}

/** POST {RPC}/:chain (the server's key) and {RPC}/:chain/:key (the user's own key). */
export const rpcTransactionHandlers = [http.post(fixturePath('rpc-transaction'), resolver), http.post(`${fixturePath('rpc-transaction')}/:key`, resolver)]
