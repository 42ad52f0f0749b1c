import type { Transaction } from '@/api/transaction'
import type { TransactionLink } from '@/deep-links/view-links'
import { displayText } from '@/lib/display-text'
import { exactUnits, groupDigits, shortenHex } from '@/lib/format'
import { invalidLinkSummary, unknownChainSummary } from '@/page-meta/link-problems'
import { joinTitle, sentence, untrusted, type Loaded, type PageSummary } from '@/page-meta/page-meta'

function statusOf(receiptStatus: string | null): string | null {
  if (receiptStatus === '1') return 'Success'
  if (receiptStatus === '0') return 'Failed'
  return null
}

/** An address from the data, or its label when the service has one. */
function party(address: string | null, label: string | null): string {
  return untrusted(label, 40) ?? (address ? displayText(shortenHex(address), 20) : 'nobody')
}

export function describeTransaction(link: TransactionLink, loaded: Loaded<Transaction>): PageSummary {
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
      const { symbol, decimals } = link.chain.native
      const value = `${groupDigits(exactUnits(tx.value ?? 0n, decimals))} ${symbol}`
      const block = tx.block_number === null ? null : `in block ${groupDigits(tx.block_number.toString())}`
      return {
        title: joinTitle(named, chain, status),
        description: sentence(
          status ? `${status}:` : null,
          `${party(tx.from_address, tx.from_address_label)} sent ${value} to ${party(tx.to_address, tx.to_address_label)}`,
          block,
          `on ${chain}.`,
        ),
        image: null,
      }
    }
  }
}
