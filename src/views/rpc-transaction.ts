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
  readSearch: NO_SEARCH,
  readLink: (params) => readRpcTransactionLink({ chain: params.chain!, blockHash: params.blockHash!, index: params.index! }),
  request: (link) =>
    link.status === 'ok' ? { operation: 'rpc-transaction', params: { chain: link.chain.rpcName, blockHash: link.blockHash, index: link.index } } : null,
  describedByData: false,
  describe: (link) => describeRpcTransaction(link),
  visitName: (link) => `RPC lookup: transaction ${link.indexText} of block ${shortenHex(link.blockHash, 10, 8)}`,
}
