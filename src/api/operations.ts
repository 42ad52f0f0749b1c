/**
 * The operations Chainview calls, each with its one path template. The typed client, the MSW fixture handlers and the
 * server's allow-list (server/allow-list.ts) all read this table, so a path is written once.
 */
export const OPERATIONS = {
  'erc20-transfers': { base: 'evm', method: 'GET', path: '/erc20/:address/transfers' },
  'nft-transfers': { base: 'evm', method: 'GET', path: '/:address/nft/transfers' },
  nft: { base: 'evm', method: 'GET', path: '/nft/:address/:tokenId' },
  'nft-collection': { base: 'evm', method: 'GET', path: '/nft/:address/metadata' },
  transaction: { base: 'evm', method: 'GET', path: '/transaction/:hash' },
  'top-movers': { base: 'evm', method: 'GET', path: '/market-data/erc20s/top-movers' },
  'trending-tokens': { base: 'evm', method: 'GET', path: '/tokens/trending' },
  'solana-pairs': { base: 'solana', method: 'GET', path: '/token/:network/:address/pairs' },
  'rpc-transaction': { base: 'rpc', method: 'POST', path: '/:chain' },
} as const

export type OperationName = keyof typeof OPERATIONS

export const OPERATION_COUNT = Object.keys(OPERATIONS).length

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

export type OperationParams<Name extends OperationName> = Record<ParamNames<(typeof OPERATIONS)[Name]['path']>, string>

/** The operation's path with each `:param` filled in and URL-encoded, relative to its base (EVM: after /api/v2.2). */
export function operationPath<Name extends OperationName>(name: Name, params: OperationParams<Name>): string {
  const values = params as Record<string, string>
  return OPERATIONS[name].path.replace(/:([A-Za-z]+)/g, (_, param: string) => encodeURIComponent(values[param] ?? ''))
}
