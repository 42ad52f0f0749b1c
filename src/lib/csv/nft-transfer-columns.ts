import type { NftTransfer } from '@/api/nft-transfers'
import { exactUnits } from '@/lib/format'
import { isoUtc } from './csv-time'
import type { CsvColumn } from './csv-writer'

const NATIVE_DECIMALS = 18

/** "in", "out" or "self" for the wallet whose list it is; empty when the wallet is neither party. */
function direction(wallet: string, row: NftTransfer): string {
  const self = wallet.toLowerCase()
  const sent = row.from_address?.toLowerCase() === self
  const received = row.to_address?.toLowerCase() === self
  return sent && received ? 'self' : received ? 'in' : sent ? 'out' : ''
}

/** One line per NFT transfer of a wallet; `value` is what the transaction paid, in the chain's native currency. */
export function nftTransferCsvColumns(wallet: string): CsvColumn<NftTransfer>[] {
  return [
    { header: 'transaction_hash', value: (row) => row.transaction_hash },
    { header: 'log_index', value: (row) => row.log_index },
    { header: 'block_number', value: (row) => row.block_number },
    { header: 'block_timestamp_utc', value: (row) => isoUtc(row.block_timestamp) },
    { header: 'direction', value: (row) => direction(wallet, row) },
    { header: 'from_address', value: (row) => row.from_address },
    { header: 'from_label', value: (row) => row.from_address_label },
    { header: 'from_entity', value: (row) => row.from_address_entity },
    { header: 'to_address', value: (row) => row.to_address },
    { header: 'to_label', value: (row) => row.to_address_label },
    { header: 'to_entity', value: (row) => row.to_address_entity },
    { header: 'contract_address', value: (row) => row.token_address },
    { header: 'token_id', value: (row) => row.token_id },
    { header: 'contract_type', value: (row) => row.contract_type },
    { header: 'amount', value: (row) => row.amount },
    { header: 'value_raw', value: (row) => row.value },
    { header: 'value', value: (row) => (row.value === null ? '' : exactUnits(row.value, NATIVE_DECIMALS)) },
    { header: 'transaction_type', value: (row) => row.transaction_type },
    { header: 'operator', value: (row) => row.operator },
    { header: 'possible_spam', value: (row) => row.possible_spam },
  ]
}
