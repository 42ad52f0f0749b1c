import type { Transaction } from '@/api/transaction'
import type { TransactionLink } from '@/deep-links/transaction-link'
import { displayText } from '@/lib/display-text'
import { groupDigits, shortenHex } from '@/lib/format'
import { MAX_LINE_LENGTH } from '@/lib/tx-story/action-parts'
import { transactionActionText } from '@/lib/tx-story/action-summary'
import { invalidLinkSummary, unknownChainSummary } from '@/page-meta/link-problems'
import { joinTitle, sentence, untrusted, type Loaded, type PageSummary } from '@/page-meta/page-meta'
import type { SummaryContext } from '@/views/view'

function statusOf(receiptStatus: string | null): string | null {
  if (receiptStatus === '1') return 'Success'
  if (receiptStatus === '0') return 'Failed'
  return null
}

/** An address from the data, or its label when the service has one. */
function party(address: string | null, label: string | null): string {
  return untrusted(label, 40) ?? (address ? displayText(shortenHex(address), 20) : 'nobody')
}

/**
 * `storyEvidenceOf` gives the transaction's decoding and the published lists' knowledge where the caller holds them
 * (the link-preview server, the page's cache); without them the line says what the flows alone show.
 */
export function describeTransaction(link: TransactionLink, loaded: Loaded<Transaction>, storyEvidenceOf?: SummaryContext['storyEvidenceOf']): PageSummary {
  if (link.status === 'unknown-chain') return unknownChainSummary(link)
  if (link.status === 'invalid') return invalidLinkSummary('transaction', link)
  const chain = link.chain.label
  const named = `Transaction ${shortenHex(link.hash)}`
  switch (loaded.state) {
    case 'waiting':
      return {
        title: joinTitle(named, chain),
        description: sentence(`Transaction ${link.hash} on ${chain}: status, value, decoded input, logs and internal transactions.`),
        image: null,
      }
    case 'not-found':
      return { title: joinTitle('Transaction not found', chain), description: sentence(`No transaction ${link.hash} on ${chain}.`), image: null }
    case 'failed':
      return { title: joinTitle('Error', named, chain), description: sentence(`Transaction ${link.hash} on ${chain} could not be loaded.`), image: null }
    case 'loaded': {
      const tx = loaded.data
      const status = statusOf(tx.receipt_status)
      const evidence = storyEvidenceOf?.(tx, Number.parseInt(link.chain.id, 16), link.chain.apiChain)
      const line = transactionActionText(tx, link.chain.apiChain, link.chain.native, evidence?.decoded ?? null, evidence?.known ?? undefined, evidence?.teller)
      const action = untrusted(line, MAX_LINE_LENGTH)
      const block = tx.block_number === null ? null : `in block ${groupDigits(tx.block_number.toString())}`
      const recipient = tx.to_address ? ` to ${party(tx.to_address, tx.to_address_label)}` : ''
      return {
        title: joinTitle(action, named, chain),
        description: sentence(
          status && !action?.startsWith(`${status}:`) ? `${status}:` : null,
          action ? `${action}.` : null,
          `From ${party(tx.from_address, tx.from_address_label)}${recipient}`,
          block,
          `on ${chain}.`,
        ),
        image: null,
      }
    }
  }
}
