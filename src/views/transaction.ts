import { EXAMPLES } from '@/examples'
import type { Transaction, TransactionParams } from '@/api/transaction'
import { readTransactionLink, type TransactionLink } from '@/deep-links/transaction-link'
import { readTransactionSearch, type TransactionSearch } from '@/lib/transaction-search'
import { describeTransaction } from '@/views/transaction-summary'
import type { ViewDeclaration } from './view'

export const transactionView = {
  route: '/$chain/tx/$hash',
  readme: { title: 'Transaction', search: '`internal=false` leaves out internal transactions' },
  nav: { label: 'Transaction', blurb: 'One transaction with decoded input, logs and internal transactions.' },
  example: { name: 'transaction', params: EXAMPLES.transaction, shows: 'Circle: USDC Token', ready: 'section[aria-labelledby="summary-heading"] dd' },
  readSearch: readTransactionSearch,
  readLink: (params, search) => readTransactionLink({ chain: params.chain!, hash: params.hash! }, search),
  request: (link) =>
    link.status === 'ok'
      ? {
          operation: 'transaction',
          params: { chain: link.chain.apiChain, hash: link.hash, ...(link.includeInternal ? { include: 'internal_transactions' } : {}) },
        }
      : null,
  describedByData: true,
  describe: (link, loaded, { storyEvidenceOf }) => describeTransaction(link, loaded, storyEvidenceOf),
  watchTarget: (link) => ({ kind: 'transaction', chain: link.chain.slug, hash: link.hash }),
} satisfies ViewDeclaration<TransactionLink, TransactionSearch, TransactionParams, Transaction>
