import { EXAMPLES } from '@/examples'
import type { RpcTransactionParams } from '@/api/rpc-transaction'
import { readRpcTransactionLink, type RpcTransactionLink } from '@/deep-links/view-links'
import { shortenHex } from '@/lib/format'
import { describeRpcTransaction } from '@/views/rpc-transaction-summary'
import { NO_SEARCH, type ViewDeclaration } from './view'

/** The endpoint is the reader's own setting, not the link's: the route adds it when it asks. */
export type RpcTransactionRequestParams = Omit<RpcTransactionParams, 'endpoint'>

// A POST to a node the reader may choose: the words come from the link alone.
export const rpcTransactionView: ViewDeclaration<RpcTransactionLink, Record<string, never>, RpcTransactionRequestParams> = {
  route: '/rpc/$chain/block/$blockHash/tx/$index',
  readme: { title: 'A transaction by block hash and index (JSON-RPC)', search: 'the index is decimal or `0x` hex' },
  example: {
    name: 'RPC transaction',
    params: EXAMPLES.rpc,
    shows: '0x2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d',
    ready: 'section[aria-labelledby="rpc-fields-heading"] dd',
  },
  readSearch: NO_SEARCH,
  readLink: (params) => readRpcTransactionLink({ chain: params.chain!, blockHash: params.blockHash!, index: params.index! }),
  request: (link) =>
    link.status === 'ok' ? { operation: 'rpc-transaction', params: { chain: link.chain.rpcName, blockHash: link.blockHash, index: link.index } } : null,
  describedByData: false,
  describe: (link) => describeRpcTransaction(link),
  visitName: (link) => `RPC lookup: transaction ${link.indexText} of block ${shortenHex(link.blockHash, 10, 8)}`,
}
