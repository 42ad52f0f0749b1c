import type { Erc20Transfer } from '@/api/erc20-transfers'
import { exactUnits } from '@/lib/format'
import { isoUtc } from './csv-time'
import type { CsvColumn } from './csv-writer'

/** One line per transfer: full hashes and addresses, the raw amount and the same amount in whole tokens, exactly. */
export const ERC20_TRANSFER_COLUMNS: CsvColumn<Erc20Transfer>[] = [
  { header: 'transaction_hash', value: (row) => row.transaction_hash },
  { header: 'log_index', value: (row) => row.log_index },
  { header: 'block_number', value: (row) => row.block_number },
  { header: 'block_timestamp_utc', value: (row) => isoUtc(row.block_timestamp) },
  { header: 'from_address', value: (row) => row.from_address },
  { header: 'from_label', value: (row) => row.from_address_label },
  { header: 'from_entity', value: (row) => row.from_address_entity },
  { header: 'to_address', value: (row) => row.to_address },
  { header: 'to_label', value: (row) => row.to_address_label },
  { header: 'to_entity', value: (row) => row.to_address_entity },
  { header: 'token_address', value: (row) => row.address },
  { header: 'token_name', value: (row) => row.token_name },
  { header: 'token_symbol', value: (row) => row.token_symbol },
  { header: 'token_decimals', value: (row) => row.token_decimals },
  { header: 'amount_raw', value: (row) => row.value },
  // Without decimals there is no whole-token amount to state; the raw amount still is.
  { header: 'amount', value: (row) => (row.token_decimals === null ? '' : exactUnits(row.value, row.token_decimals)) },
  { header: 'possible_spam', value: (row) => row.possible_spam },
]
