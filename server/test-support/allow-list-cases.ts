/**
 * Requests a browser (or an attacker) may send to the proxy, with what both servers must do with each: the unit
 * tests check the allow-list against it, and the live e2e suites send it to vite preview and to nginx and count
 * what reaches the stand-in upstream.
 */
export interface ProxyCase {
  name: string
  method: 'GET' | 'POST' | 'HEAD'
  target: string
  body?: string
  /** the status a refusal gets; absent when the request is forwarded */
  refused?: 400 | 404 | 405
}

const TOKEN = '0x6b175474e89094c44da98b954eedeac495271d0f'
const WALLET = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
const NFT = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'
const TX = `0x${'9f'.repeat(32)}`
const BLOCK_HASH = `0x${'ab'.repeat(32)}`
const SOL_TOKEN = 'So11111111111111111111111111111111111111112'
const EVM = '/proxy/evm/api/v2.2'
const SOURCIFY = '/proxy/sourcify'
const SELECTOR = '0x9973b54d'
const TOPIC = `0x${'f7'.repeat(32)}`

const rpc = (call: unknown) => JSON.stringify(call)
const lookup = (params: unknown[], extra: Record<string, unknown> = {}) =>
  rpc({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByBlockHashAndIndex', params, ...extra })

export const ALLOWED_CASES: ProxyCase[] = [
  { name: 'ERC20 transfers, first page', method: 'GET', target: `${EVM}/erc20/${TOKEN}/transfers?chain=eth` },
  {
    name: 'ERC20 transfers with every filter and a cursor',
    method: 'GET',
    target: `${EVM}/erc20/${TOKEN}/transfers?chain=polygon+amoy&from_block=100&to_block=200&from_date=2024-01-01&to_date=2024-02-01T10%3A00%3A00.000Z&order=ASC&limit=100&cursor=eyJhbGciOi.eyJvZmZzZXQiOjEwMH0.c2ln`,
  },
  { name: 'ERC20 transfers, HEAD', method: 'HEAD', target: `${EVM}/erc20/${TOKEN}/transfers?chain=sepolia` },
  {
    name: 'NFT transfers of a wallet, filtered by two contracts, hex ids',
    method: 'GET',
    target: `${EVM}/${WALLET}/nft/transfers?chain=base&contract_addresses%5B0%5D=${NFT}&contract_addresses%5B1%5D=${TOKEN}&format=hex&limit=25`,
  },
  { name: 'one NFT', method: 'GET', target: `${EVM}/nft/${NFT}/7495?chain=eth&format=decimal&normalizeMetadata=true&media_items=true` },
  { name: 'one NFT by a hex id', method: 'GET', target: `${EVM}/nft/${NFT}/0x1d47?chain=eth&format=hex` },
  { name: 'collection metadata on a collection-only chain', method: 'GET', target: `${EVM}/nft/${NFT}/metadata?chain=ronin&include_prices=true` },
  { name: 'a transaction with internal transactions', method: 'GET', target: `${EVM}/transaction/${TX}?chain=eth&include=internal_transactions` },
  { name: 'top movers', method: 'GET', target: `${EVM}/market-data/erc20s/top-movers` },
  { name: 'trending tokens on every chain', method: 'GET', target: `${EVM}/tokens/trending?limit=100` },
  { name: 'trending tokens on Solana', method: 'GET', target: `${EVM}/tokens/trending?chain=solana&limit=100` },
  { name: 'Solana pairs with a cursor', method: 'GET', target: `/proxy/solana/token/mainnet/${SOL_TOKEN}/pairs?limit=50&cursor=abc123` },
  { name: 'the JSON-RPC lookup', method: 'POST', target: '/proxy/rpc/eth', body: lookup([BLOCK_HASH, '0x1f']) },
  { name: 'the JSON-RPC lookup with a string id', method: 'POST', target: '/proxy/rpc/base-sepolia', body: lookup([BLOCK_HASH, '0x0'], { id: 'lookup-7' }) },
  // Sourcify, keyless (server/sourcify/rules.ts)
  { name: 'a verified contract on Sourcify', method: 'GET', target: `${SOURCIFY}/v2/contract/1/${TOKEN}?fields=abi,compilation,proxyResolution` },
  {
    name: 'a batch of the signature database',
    method: 'GET',
    target: `${SOURCIFY}/signature-database/v1/lookup?function=${SELECTOR},0x087991bc&event=${TOPIC}`,
  },
]

export const REFUSED_CASES: ProxyCase[] = [
  // Sourcify: nothing but the two lookups, with the app's parameters
  {
    name: 'a Sourcify contract with its sources',
    method: 'GET',
    target: `${SOURCIFY}/v2/contract/1/${TOKEN}?fields=abi,compilation,proxyResolution,sources`,
    refused: 404,
  },
  { name: 'a Sourcify contract with every field', method: 'GET', target: `${SOURCIFY}/v2/contract/1/${TOKEN}?fields=all`, refused: 404 },
  { name: 'a Sourcify contract on every chain', method: 'GET', target: `${SOURCIFY}/v2/contract/all-chains/${TOKEN}`, refused: 404 },
  {
    name: 'a Sourcify contract on a chain the registry does not have',
    method: 'GET',
    target: `${SOURCIFY}/v2/contract/31337/${TOKEN}?fields=abi,compilation,proxyResolution`,
    refused: 404,
  },
  { name: 'a Sourcify verification', method: 'POST', target: `${SOURCIFY}/v2/verify/1/${TOKEN}`, refused: 404 },
  { name: 'a signature search', method: 'GET', target: `${SOURCIFY}/signature-database/v1/search?query=transfer*`, refused: 404 },
  { name: 'a signature lookup unfiltered', method: 'GET', target: `${SOURCIFY}/signature-database/v1/lookup?function=${SELECTOR}&filter=false`, refused: 404 },
  {
    name: 'a signature batch larger than the app sends',
    method: 'GET',
    target: `${SOURCIFY}/signature-database/v1/lookup?function=${Array(21).fill(SELECTOR).join(',')}`,
    refused: 404,
  },
  { name: 'a wallet’s history', method: 'GET', target: `${EVM}/wallets/${WALLET}/history?chain=eth`, refused: 404 },
  { name: 'a wallet’s ERC20 balances', method: 'GET', target: `${EVM}/${WALLET}/erc20?chain=eth`, refused: 404 },
  { name: 'a block', method: 'GET', target: `${EVM}/block/19000000?chain=eth`, refused: 404 },
  { name: 'another API version', method: 'GET', target: `/proxy/evm/api/v2.1/erc20/${TOKEN}/transfers?chain=eth`, refused: 404 },
  { name: 'a Solana token price', method: 'GET', target: `/proxy/solana/token/mainnet/${SOL_TOKEN}/price`, refused: 404 },
  { name: 'a Solana network the app does not offer', method: 'GET', target: `/proxy/solana/token/testnet/${SOL_TOKEN}/pairs`, refused: 404 },
  { name: 'a transfers list without its chain', method: 'GET', target: `${EVM}/erc20/${TOKEN}/transfers`, refused: 404 },
  { name: 'a chain the registry does not have', method: 'GET', target: `${EVM}/transaction/${TX}?chain=dogechain`, refused: 404 },
  { name: 'a chain the collection operation does not take', method: 'GET', target: `${EVM}/nft/${NFT}/metadata?chain=palm`, refused: 404 },
  { name: 'a query param the app never sends', method: 'GET', target: `${EVM}/erc20/${TOKEN}/transfers?chain=eth&include=everything`, refused: 404 },
  { name: 'a limit above 100', method: 'GET', target: `${EVM}/erc20/${TOKEN}/transfers?chain=eth&limit=1000`, refused: 404 },
  { name: 'trending tokens without the limit the app always sends', method: 'GET', target: `${EVM}/tokens/trending?chain=eth`, refused: 404 },
  { name: 'trending tokens on a testnet', method: 'GET', target: `${EVM}/tokens/trending?chain=sepolia&limit=100`, refused: 404 },
  { name: 'trending tokens on a retired chain', method: 'GET', target: `${EVM}/tokens/trending?chain=fantom&limit=100`, refused: 404 },
  { name: 'trending tokens with a param the app never sends', method: 'GET', target: `${EVM}/tokens/trending?limit=100&cursor=abc`, refused: 404 },
  { name: 'a Solana pairs limit above 50', method: 'GET', target: `/proxy/solana/token/mainnet/${SOL_TOKEN}/pairs?limit=51`, refused: 404 },
  { name: 'a JSON-RPC chain the provider sunset', method: 'POST', target: '/proxy/rpc/zetachain', body: lookup([BLOCK_HASH, '0x1']), refused: 404 },
  { name: 'a malformed address', method: 'GET', target: `${EVM}/erc20/0x6b17/transfers?chain=eth`, refused: 404 },
  { name: 'a malformed transaction hash', method: 'GET', target: `${EVM}/transaction/0x9f9f?chain=eth`, refused: 404 },
  { name: 'a token id that is not a number', method: 'GET', target: `${EVM}/nft/${NFT}/abc?chain=eth`, refused: 404 },
  { name: 'a trailing path', method: 'GET', target: `${EVM}/transaction/${TX}/extra?chain=eth`, refused: 404 },
  { name: 'encoded separators', method: 'GET', target: `${EVM}/x%2f..%2fadmin`, refused: 400 },
  { name: 'encoded backslashes', method: 'GET', target: `${EVM}/x%5c..%5cadmin`, refused: 400 },
  { name: 'a dot segment', method: 'GET', target: `${EVM}/erc20/../wallets/${WALLET}/history?chain=eth`, refused: 400 },
  { name: 'a POST to a REST operation', method: 'POST', target: `${EVM}/market-data/erc20s/top-movers`, refused: 405 },
  { name: 'a GET to the JSON-RPC proxy', method: 'GET', target: '/proxy/rpc/eth', refused: 405 },
  { name: 'a JSON-RPC chain the lookup does not offer', method: 'POST', target: '/proxy/rpc/dogechain', body: lookup([BLOCK_HASH, '0x1']), refused: 404 },
  { name: 'a JSON-RPC path with more after the chain', method: 'POST', target: '/proxy/rpc/eth/extra', body: lookup([BLOCK_HASH, '0x1']), refused: 404 },
  {
    name: 'eth_sendRawTransaction',
    method: 'POST',
    target: '/proxy/rpc/eth',
    body: rpc({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: ['0xf86c'] }),
    refused: 400,
  },
  {
    name: 'eth_getLogs over every block',
    method: 'POST',
    target: '/proxy/rpc/eth',
    body: rpc({ jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: 'latest' }] }),
    refused: 400,
  },
  {
    name: 'a batch with a debug trace',
    method: 'POST',
    target: '/proxy/rpc/eth',
    body: rpc([JSON.parse(lookup([BLOCK_HASH, '0x1'])), { jsonrpc: '2.0', id: 2, method: 'debug_traceTransaction', params: [TX] }]),
    refused: 400,
  },
  { name: 'a batch of one allowed call', method: 'POST', target: '/proxy/rpc/eth', body: `[${lookup([BLOCK_HASH, '0x1'])}]`, refused: 400 },
  { name: 'a short block hash', method: 'POST', target: '/proxy/rpc/eth', body: lookup(['0xabab', '0x1']), refused: 400 },
  { name: 'a decimal index', method: 'POST', target: '/proxy/rpc/eth', body: lookup([BLOCK_HASH, '31']), refused: 400 },
  { name: 'an index with leading zeros', method: 'POST', target: '/proxy/rpc/eth', body: lookup([BLOCK_HASH, '0x01']), refused: 400 },
  { name: 'a third param', method: 'POST', target: '/proxy/rpc/eth', body: lookup([BLOCK_HASH, '0x1', true]), refused: 400 },
  { name: 'a call with an extra field', method: 'POST', target: '/proxy/rpc/eth', body: lookup([BLOCK_HASH, '0x1'], { debug: true }), refused: 400 },
  { name: 'a body that is not JSON', method: 'POST', target: '/proxy/rpc/eth', body: 'eth_getTransactionByBlockHashAndIndex', refused: 400 },
]
