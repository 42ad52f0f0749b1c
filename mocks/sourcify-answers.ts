/**
 * A stand-in for Sourcify with its response shapes (src/lib/verified-sources/sourcify-answers.ts cites them): the
 * contract lookup answers verified, partial, not found, proxy, 429, 5xx, malformed JSON and a hostile contract name,
 * and the signature database answers its lookups. Its ABIs are the ENS DNSSEC oracle's, from
 * `@ensdomains/dnssec-oracle` (a devDependency the offline index does not read), so what it names the index cannot.
 * It imports no JSON, so Playwright's loader can read it: fixture mode serves it through MSW (sourcify-stand-in.ts),
 * and the e2e stand-in upstream (e2e/support/stand-in-upstream.ts) to nginx and vite.
 */
export const SOURCIFY_CONTRACTS = {
  /** DNSSECImpl, an exact match */
  verified: '0x5a0f3e8d2c7b1a9e4d6f8c0b2a4e6d8f0c1b3a5e',
  /** DNSSECImpl again, a partial match (its metadata hash differs) */
  partial: '0x6b1f4e9d3c8b2a0e5d7f9c1b3a5e7d9f1c2b4a6f',
  /** an EIP-1967 proxy whose implementation is `implementation` */
  proxy: '0x7c2a5f0e4d9c3b1f6e8a0d2c4b6f8e0a2d3c5b7a',
  implementation: '0x8d3b6a1f5e0d4c2a7f9b1e3d5c7a9f1b3e4d6c8b',
  /** not verified: 404, so the signature database names its calls */
  unverified: '0x9e4c7b2a6f1e5d3b8a0c2f4e6d8b0a2c4f5e7d9c',
  rateLimited: '0xa05d8c3b7a2f6e4c9b1d3a5f7e9c1b3d5a6f8e0d',
  failing: '0xb16e9d4c8b3a7f5d0c2e4b6a8f0d2c4e6b7a9f1e',
  malformed: '0xc27f0e5d9c4b8a6e1d3f5c7b9a1e3d5f7c8b0a2f',
  /** verified, with a contract name that tries to be HTML and to reverse the text after it */
  hostile: '0xd3801f6e0d5c9b7f2e4a6d8c0b2f4e6a8d9c1b3a',
} as const

export const HOSTILE_CONTRACT_NAME = '<img src=x onerror=alert(1)>\u202eegdirBdetrevnI' + 'L1StandardBridgeWithAVeryLongName'.repeat(3)

/** Two signatures in the database whose selectors collide (0x9973b54d) and whose arguments are both (address, uint256). */
export const COLLIDING_SIGNATURES = ['claimReward_37970(address,uint256)', 'mintBatch_10005(address,uint256)'] as const
export const COLLIDING_SELECTOR = '0x9973b54d'

/** What the database lists: by selector and by topic0, as the lookup answers them. */
const DATABASE: { function: Record<string, string[]>; event: Record<string, string[]> } = {
  function: {
    [COLLIDING_SELECTOR]: [...COLLIDING_SIGNATURES],
    // DNSSECImpl's rrdata(uint16,bytes), and a listing that does not hash to its selector, which must be ignored
    '0x087991bc': ['rrdata(uint16,bytes)', 'transfer(address,uint256)'],
  },
  event: {
    '0xf73c3c226af96b7f1ba666a21b3ceaf2be3ee6a365e3178fd9cd1eaae0075aa8': ['AlgorithmUpdated(uint8,address)'],
  },
}

const PROXY_ABI = [
  { type: 'event', name: 'Upgraded', anonymous: false, inputs: [{ indexed: true, internalType: 'address', name: 'implementation', type: 'address' }] },
  { type: 'fallback', stateMutability: 'payable' },
]

export interface StandInAnswer {
  status: number
  /** the body as sent: JSON, or text that is not */
  body: string
  headers: Record<string, string>
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): StandInAnswer => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
})

/** The ABIs the stand-in serves, from `@ensdomains/dnssec-oracle` (read by the caller: MSW imports them, Node reads the files). */
export interface StandInAbis {
  dnssec: unknown
  owned: unknown
}

function verified(chainId: string, address: string, name: string, abi: unknown, match: 'exact_match' | 'match', proxyResolution: unknown) {
  return json(200, {
    match,
    creationMatch: match,
    runtimeMatch: match,
    chainId,
    address,
    verifiedAt: '2025-03-14T09:26:53Z',
    matchId: '4815162342',
    abi,
    compilation: {
      language: 'Solidity',
      compiler: 'solc',
      compilerVersion: '0.8.4+commit.c7e474f2',
      name,
      fullyQualifiedName: `contracts/${name}.sol:${name}`,
    },
    proxyResolution,
  })
}

const NOT_A_PROXY = { isProxy: false, proxyType: null, implementations: [] }

export function contractAnswer(chainId: string, address: string, abis: StandInAbis): StandInAnswer {
  const C = SOURCIFY_CONTRACTS
  switch (address.toLowerCase()) {
    case C.verified:
      return verified(chainId, address, 'DNSSECImpl', abis.dnssec, 'exact_match', NOT_A_PROXY)
    case C.partial:
      return verified(chainId, address, 'DNSSECImpl', abis.dnssec, 'match', NOT_A_PROXY)
    case C.implementation:
      return verified(chainId, address, 'DNSSECImpl', abis.dnssec, 'exact_match', NOT_A_PROXY)
    case C.proxy:
      return verified(chainId, address, 'ERC1967Proxy', PROXY_ABI, 'exact_match', {
        isProxy: true,
        proxyType: 'EIP1967Proxy',
        implementations: [{ address: C.implementation, name: 'DNSSECImpl' }],
      })
    case C.hostile:
      return verified(chainId, address, HOSTILE_CONTRACT_NAME, abis.owned, 'exact_match', NOT_A_PROXY)
    case C.rateLimited:
      return json(429, { message: 'Too many requests, please try again later.' }, { 'retry-after': '30' })
    case C.failing:
      return json(502, { message: 'Bad gateway' })
    case C.malformed:
      return { status: 200, body: '{"match":"exact_match","abi":[{"type":"function"', headers: { 'content-type': 'application/json' } }
    default:
      return json(404, { match: null, creationMatch: null, runtimeMatch: null, chainId, address })
  }
}

export function signatureAnswer(search: URLSearchParams): StandInAnswer {
  const keys = (name: string) => (search.get(name) ?? '').split(',').filter((key) => key !== '')
  const result = {
    function: Object.fromEntries(keys('function').map((key) => [key, DATABASE.function[key]?.map((name) => ({ name, filtered: false })) ?? null])),
    event: Object.fromEntries(keys('event').map((key) => [key, DATABASE.event[key]?.map((name) => ({ name, filtered: false })) ?? []])),
  }
  return json(200, { ok: true, result })
}

/** The stand-in's answer to a path and query under Sourcify's base (`/v2/contract/1/0x…`, `/signature-database/v1/lookup`). */
export function answerSourcify(path: string, search: URLSearchParams, abis: StandInAbis): StandInAnswer {
  const contract = /^\/v2\/contract\/([0-9]+)\/(0x[0-9a-fA-F]{40})$/.exec(path)
  if (contract) return contractAnswer(contract[1]!, contract[2]!, abis)
  if (path === '/signature-database/v1/lookup') return signatureAnswer(search)
  return json(404, { customCode: 'route_not_found', message: `The stand-in has no route ${path}` })
}
