import { encodeAbiParameters, encodeEventTopics, encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import type { Erc20TransfersPageWire } from '../../src/api/erc20-transfers'
import type { NftWire } from '../../src/api/nft'
import type { NftCollectionWire } from '../../src/api/nft-collection'
import type { OperationName } from '../../src/api/operations'
import type { RpcTransactionWire } from '../../src/api/rpc-transaction'
import type { SolanaPairsPageWire } from '../../src/api/solana-pairs'
import type { TransactionWire } from '../../src/api/transaction'

/**
 * The stand-in upstream's own data, with ids and names no fixture uses, so a page or a preview that shows them can only
 * have got them from the upstream: for the live specs about previews, keys, limits and outages. Every other request
 * the stand-in answers as the fixtures do (e2e/support/stand-in-upstream.ts).
 */
export const STAND_IN = {
  token: '0x57a4d1e000000000000000000000000000000e20',
  tokenName: 'Stand-in Dollar',
  wallet: '0x57a4d1e000000000000000000000000000000a11',
  walletCounterparty: 'Stand-in Market',
  nftContract: '0x57a4d1e000000000000000000000000000000721',
  nftTokenId: '7',
  nftName: 'Stand-in Ape #7',
  collectionName: 'Stand-in Apes',
  txHash: '0x57a4d1e057a4d1e057a4d1e057a4d1e057a4d1e057a4d1e057a4d1e057a4d1e0',
  txSender: 'Stand-in Sender',
  /** a swap of 1 ETH for USDC, whose preview says so */
  swapTxHash: '0x57a4d1e557a4d1e557a4d1e557a4d1e557a4d1e557a4d1e557a4d1e557a4d1e5',
  solanaNetwork: 'mainnet',
  solanaToken: 'StandinMint1111111111111111111111111111111',
  solanaExchange: 'Stand-in Swap',
  rpcChain: 'eth',
  rpcBlockHash: '0x57a4d1eb57a4d1eb57a4d1eb57a4d1eb57a4d1eb57a4d1eb57a4d1eb57a4d1eb',
  rpcTxHash: '0x57a4d1ec57a4d1ec57a4d1ec57a4d1ec57a4d1ec57a4d1ec57a4d1ec57a4d1ec',
  rpcSender: '0x57a4d1e0000000000000000000000000000000f0',
} as const

const BLOCK_HASH = '0x57a4d1ed57a4d1ed57a4d1ed57a4d1ed57a4d1ed57a4d1ed57a4d1ed57a4d1ed'
const TIMESTAMP = '2024-11-20T10:15:30.000Z'
const SENDER = '0x57a4d1e0000000000000000000000000000000a1'

export const erc20TransfersPage: Erc20TransfersPageWire = {
  page: '0',
  page_size: '100',
  cursor: '',
  result: [1, 2].map((n) => ({
    token_name: STAND_IN.tokenName,
    token_symbol: 'SIND',
    token_logo: '',
    token_decimals: '6',
    transaction_hash: `0x57a4d1e${String(n).padStart(57, '0')}`,
    address: STAND_IN.token,
    block_timestamp: TIMESTAMP,
    block_number: 21_240_000 + n,
    block_hash: BLOCK_HASH,
    to_address: STAND_IN.wallet,
    to_address_label: '',
    to_address_entity: '',
    to_address_entity_logo: '',
    from_address: SENDER,
    from_address_label: STAND_IN.walletCounterparty,
    from_address_entity: '',
    from_address_entity_logo: '',
    value: `${n}250000`,
    transaction_index: n,
    log_index: n,
    possible_spam: 'false',
    verified_collection: 'false',
  })),
}

export const nft: NftWire = {
  token_address: STAND_IN.nftContract,
  token_id: STAND_IN.nftTokenId,
  owner_of: STAND_IN.wallet,
  contract_type: 'ERC721',
  token_uri: 'https://stand-in.invalid/apes/7.json',
  metadata: JSON.stringify({
    name: STAND_IN.nftName,
    description: 'An ape served by the stand-in upstream.',
    attributes: [{ trait_type: 'Fur', value: 'Stand-in gold' }],
  }),
  block_number: '21240003',
  block_number_minted: '21000000',
  amount: '1',
  name: STAND_IN.collectionName,
  symbol: 'SAPE',
  possible_spam: 'false',
  verified_collection: 'true',
}

export const nftCollection: NftCollectionWire = {
  token_address: STAND_IN.nftContract,
  name: STAND_IN.collectionName,
  symbol: 'SAPE',
  contract_type: 'ERC721',
  synced_at: TIMESTAMP,
  possible_spam: 'false',
  verified_collection: 'true',
  collection_category: 'art',
  project_url: 'https://stand-in.invalid',
}

export const transaction: TransactionWire = {
  hash: STAND_IN.txHash,
  nonce: '12',
  transaction_index: '3',
  from_address: SENDER,
  from_address_label: STAND_IN.txSender,
  to_address: STAND_IN.nftContract,
  to_address_label: STAND_IN.collectionName,
  value: '1000000000000000000',
  gas: '90000',
  gas_price: '12000000000',
  input: '0x',
  receipt_cumulative_gas_used: '210000',
  receipt_gas_used: '52000',
  receipt_contract_address: null,
  receipt_root: null,
  receipt_status: '1',
  block_timestamp: TIMESTAMP,
  block_number: '21240003',
  block_hash: BLOCK_HASH,
  logs: [],
  internal_transactions: [],
}

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const STAND_IN_POOL = '0x57a4d1e0000000000000000000000000000000b0'

const SWAP_TOPICS = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: STAND_IN_POOL, to: SENDER } }) as string[]
/** The pool's own record of the trade, as @uniswap/v2-core's pair declares it: the evidence "Swapped" needs. */
const v2Pair = parseAbi([
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
])
const POOL_SWAP_TOPICS = encodeEventTopics({ abi: v2Pair, eventName: 'Swap', args: { sender: SENDER, to: SENDER } }) as string[]

/** A swap: the sender pays 1 ETH and a pool sends it 3,412.5 USDC (the Transfer and the pool's Swap encoded by viem). */
export const swapTransaction: TransactionWire = {
  ...transaction,
  hash: STAND_IN.swapTxHash,
  to_address: STAND_IN_POOL,
  to_address_label: null,
  input: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [SENDER] }),
  logs: [
    {
      log_index: '7',
      transaction_hash: STAND_IN.swapTxHash,
      transaction_index: '3',
      address: USDC,
      data: encodeAbiParameters([{ type: 'uint256' }], [3_412_500_000n]),
      topic0: SWAP_TOPICS[0],
      topic1: SWAP_TOPICS[1],
      topic2: SWAP_TOPICS[2],
      topic3: null,
      block_timestamp: TIMESTAMP,
      block_number: '21240003',
      block_hash: BLOCK_HASH,
    },
    {
      log_index: '8',
      transaction_hash: STAND_IN.swapTxHash,
      transaction_index: '3',
      address: STAND_IN_POOL,
      data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }], [0n, 10n ** 18n, 3_412_500_000n, 0n]),
      topic0: POOL_SWAP_TOPICS[0],
      topic1: POOL_SWAP_TOPICS[1],
      topic2: POOL_SWAP_TOPICS[2],
      topic3: null,
      block_timestamp: TIMESTAMP,
      block_number: '21240003',
      block_hash: BLOCK_HASH,
    },
  ],
}

export const solanaPairsPage: SolanaPairsPageWire = {
  cursor: '',
  page: 1,
  pageSize: 50,
  pairs: [
    {
      exchangeAddress: 'StandinSwap11111111111111111111111111111111',
      exchangeName: STAND_IN.solanaExchange,
      exchangeLogo: '',
      pairLabel: 'SIND/USDC',
      pairAddress: 'StandinPair11111111111111111111111111111111',
      usdPrice: 1.0002,
      usdPrice24hrPercentChange: 0.5,
      usdPrice24hrUsdChange: 0.005,
      liquidityUsd: 2500000,
      baseToken: STAND_IN.solanaToken,
      quoteToken: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      pair: [
        {
          tokenAddress: STAND_IN.solanaToken,
          tokenName: 'Stand-in Sol Dollar',
          tokenSymbol: 'SIND',
          tokenLogo: '',
          tokenDecimals: '6',
          pairTokenType: 'token0',
          liquidityUsd: 1250000,
        },
        {
          tokenAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
          tokenName: 'USD Coin',
          tokenSymbol: 'USDC',
          tokenLogo: '',
          tokenDecimals: '6',
          pairTokenType: 'token1',
          liquidityUsd: 1250000,
        },
      ],
    },
  ],
}

export const rpcTransaction: RpcTransactionWire = {
  blockHash: STAND_IN.rpcBlockHash,
  blockNumber: '0x1441b43',
  from: STAND_IN.rpcSender,
  gas: '0x5208',
  gasPrice: '0x2cb417800',
  hash: STAND_IN.rpcTxHash,
  input: '0x',
  nonce: '0x7',
  to: STAND_IN.wallet,
  transactionIndex: '0x0',
  value: '0xde0b6b3a7640000',
  type: '0x0',
  chainId: '0x1',
  v: '0x25',
  r: '0x1b5e176d927f8e9ab405058b2d2457392da3e20f328b16ddabcebc33eaac5fea',
  s: '0x4ba69724e8f69de52f0125ad8b3c5c2cef33019bac3249e2c0a2192766d1721c',
}

/** One of the stand-in's own answers: the body of an operation's request at these path params, whatever its query. */
export interface StandInAnswer {
  operation: OperationName
  params: Readonly<Record<string, string>>
  body: unknown
}

export const STAND_IN_ANSWERS: readonly StandInAnswer[] = [
  { operation: 'erc20-transfers', params: { address: STAND_IN.token }, body: erc20TransfersPage },
  { operation: 'nft-collection', params: { address: STAND_IN.nftContract }, body: nftCollection },
  { operation: 'nft', params: { address: STAND_IN.nftContract, tokenId: STAND_IN.nftTokenId }, body: nft },
  { operation: 'transaction', params: { hash: STAND_IN.txHash }, body: transaction },
  { operation: 'transaction', params: { hash: STAND_IN.swapTxHash }, body: swapTransaction },
  { operation: 'solana-pairs', params: { network: STAND_IN.solanaNetwork, address: STAND_IN.solanaToken }, body: solanaPairsPage },
]
