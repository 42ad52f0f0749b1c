import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { erc20TransferSchema, type Erc20TransferWire } from '@/api/erc20-transfers'
import { nftTransferSchema, type NftTransferWire } from '@/api/nft-transfers'
import { solanaPairSchema, type SolanaPairWire } from '@/api/solana-pairs'
import { csvFileName } from './csv-file-name'
import { toCsv } from './csv-writer'
import { ERC20_TRANSFER_COLUMNS } from './erc20-transfer-columns'
import { nftTransferCsvColumns } from './nft-transfer-columns'
import { SOLANA_PAIR_COLUMNS } from './solana-pair-columns'

/** The file read back as one object per line, keyed by header. */
function records(csv: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, delimiter: ',', newline: '\r\n', skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

const HASH = `0x${'ab'.repeat(32)}`
const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x2222222222222222222222222222222222222222'

const erc20Wire: Erc20TransferWire = {
  token_name: '=HYPERLINK("http://evil.example")',
  token_symbol: 'DAI, "the stable"',
  token_logo: null,
  token_decimals: '18',
  transaction_hash: HASH,
  address: '0x6b175474e89094c44da98b954eedeac495271d0f',
  block_timestamp: '2026-11-21T11:59:48.000Z',
  block_number: '21239990',
  block_hash: null,
  from_address: FROM,
  from_address_label: 'Binance 14',
  from_address_entity: 'Binance',
  from_address_entity_logo: null,
  to_address: TO,
  to_address_label: '@evil',
  to_address_entity: null,
  to_address_entity_logo: null,
  value: '123456789012345678901234',
  transaction_index: '4',
  log_index: '17',
  possible_spam: 'false',
}

describe('ERC20 transfer lines', () => {
  it('carry the raw amount and the exact amount in whole tokens, above 2^53 included', () => {
    const rows = [erc20Wire, { ...erc20Wire, value: '9007199254740993' }].map((wire) => erc20TransferSchema.parse(wire))
    const [first, second] = records(toCsv(ERC20_TRANSFER_COLUMNS, rows))
    expect(first).toMatchObject({ amount_raw: '123456789012345678901234', amount: '123456.789012345678901234', token_decimals: '18' })
    expect(second).toMatchObject({ amount_raw: '9007199254740993', amount: '0.009007199254740993' })
  })

  it('carry full hashes and addresses, labels, and the time in ISO 8601 UTC', () => {
    const [line] = records(toCsv(ERC20_TRANSFER_COLUMNS, [erc20TransferSchema.parse(erc20Wire)]))
    expect(line).toMatchObject({
      transaction_hash: HASH,
      from_address: FROM,
      to_address: TO,
      from_label: 'Binance 14',
      from_entity: 'Binance',
      block_timestamp_utc: '2026-11-21T11:59:48.000Z',
      block_number: '21239990',
      log_index: '17',
    })
  })

  it('neutralise hostile names and labels and keep commas and quotes intact', () => {
    const [line] = records(toCsv(ERC20_TRANSFER_COLUMNS, [erc20TransferSchema.parse(erc20Wire)]))
    expect(line?.token_name).toBe(`'=HYPERLINK("http://evil.example")`)
    expect(line?.to_label).toBe("'@evil")
    expect(line?.token_symbol).toBe('DAI, "the stable"')
  })

  it('leave the whole-token amount empty when the token has no decimals', () => {
    const [line] = records(toCsv(ERC20_TRANSFER_COLUMNS, [erc20TransferSchema.parse({ ...erc20Wire, token_decimals: null })]))
    expect(line).toMatchObject({ amount_raw: '123456789012345678901234', amount: '' })
  })
})

const nftWire: NftTransferWire = {
  token_address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d',
  token_id: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
  from_address: FROM,
  to_address: TO,
  value: '1500000000000000001',
  amount: '3',
  contract_type: 'ERC1155',
  block_number: '19000000',
  block_timestamp: '2024-01-15T08:30:00',
  transaction_hash: HASH,
  possible_spam: 'false',
}

describe('NFT transfer lines', () => {
  it('state the direction for the wallet, the full token id and the exact value paid', () => {
    const [line] = records(toCsv(nftTransferCsvColumns(TO.toUpperCase().replace('0X', '0x')), [nftTransferSchema.parse(nftWire)]))
    expect(line).toMatchObject({
      direction: 'in',
      token_id: nftWire.token_id,
      amount: '3',
      value_raw: '1500000000000000001',
      value: '1.500000000000000001',
      // the service sends NFT transfer times without a zone; they are UTC
      block_timestamp_utc: '2024-01-15T08:30:00.000Z',
    })
  })

  it('say "out" for a transfer the wallet sent and "self" for one to itself', () => {
    const rows = [nftWire, { ...nftWire, to_address: FROM }].map((wire) => nftTransferSchema.parse(wire))
    expect(records(toCsv(nftTransferCsvColumns(FROM), rows)).map((line) => line.direction)).toEqual(['out', 'self'])
  })
})

const pairWire: SolanaPairWire = {
  exchangeAddress: '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8',
  exchangeName: 'Raydium AMM v4',
  pairLabel: 'BONK/SOL',
  pairAddress: 'Hs97TCZeuYiJxooo3U73qEHXg3dKpRL4uYKYRryEK9CF',
  usdPrice: '2e-7',
  usdPrice24hrPercentChange: '-3.25',
  usdPrice24hrUsdChange: '-0.0000000012',
  liquidityUsd: '1234567.891',
  pair: [
    { tokenAddress: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', tokenSymbol: 'BONK', tokenName: 'Bonk', tokenDecimals: '5', liquidityUsd: '617283.9455' },
    { tokenAddress: 'So11111111111111111111111111111111111111112', tokenSymbol: '-SOL', tokenDecimals: 9, liquidityUsd: '617283.9455' },
  ],
}

describe('Solana pair lines', () => {
  it('write prices exactly without an exponent, keep negative changes numeric and both sides of the pair', () => {
    const [line] = records(toCsv(SOLANA_PAIR_COLUMNS, [solanaPairSchema.parse(pairWire)]))
    expect(line).toMatchObject({
      pair_label: 'BONK/SOL',
      usd_price: '0.0000002',
      usd_price_24h_percent_change: '-3.25',
      usd_price_24h_usd_change: '-0.0000000012',
      liquidity_usd: '1234567.891',
      token0_address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
      token1_symbol: "'-SOL",
      token1_decimals: '9',
      token1_name: '',
    })
  })
})

describe('csv file name', () => {
  it('names the view, chain, address and filters, in a fixed order', () => {
    expect(csvFileName({ view: 'erc20-transfers', chain: 'eth', address: FROM, filters: { order: 'ASC', from_block: '100', to_date: undefined } })).toBe(
      `erc20-transfers_eth_${FROM}_from-block-100_order-ASC.csv`,
    )
  })

  it('says when the file stops at the cap and when it is partial', () => {
    expect(csvFileName({ view: 'solana-pairs', chain: 'mainnet', address: 'Dez', filters: {}, capped: true })).toBe(
      'solana-pairs_mainnet_Dez_first-10000-rows.csv',
    )
    expect(csvFileName({ view: 'nft-transfers', chain: 'eth', address: FROM, filters: {}, partial: true })).toBe(`nft-transfers_eth_${FROM}_partial.csv`)
  })

  it('says in its name that the rows came from a saved copy, and fetched when', () => {
    const savedCopy = { fetchedAt: new Date('2024-05-01T14:02:31Z') }
    expect(csvFileName({ view: 'erc20-transfers', chain: 'eth', address: FROM, filters: {}, savedCopy })).toBe(
      `erc20-transfers_eth_${FROM}_saved-copy-2024-05-01T1402Z.csv`,
    )
    expect(csvFileName({ view: 'erc20-transfers', chain: 'eth', address: FROM, filters: {}, savedCopy: { fetchedAt: null } })).toBe(
      `erc20-transfers_eth_${FROM}_saved-copy.csv`,
    )
  })

  it('lets no filter value put a path or odd characters into the name', () => {
    const name = csvFileName({
      view: 'nft-transfers',
      chain: 'eth',
      address: FROM,
      filters: { from_date: '2024-01-01T00:00:00Z', contract_addresses: ['../../x', TO] },
    })
    expect(name).toBe(`nft-transfers_eth_${FROM}_contract-addresses-.-.-x-${TO}_from-date-2024-01-01T00-00-00Z.csv`)
    expect(name).not.toMatch(/[/\\:]/)
  })
})
