import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HOSTILE_TEXTS, LONG_HOSTILE_TEXT } from '../../mocks/hostile-data'
import type { NftWire } from '../../src/api/nft'
import type { NftCollectionWire } from '../../src/api/nft-collection'
import type { StandInUpstream } from './stand-in-upstream'

/** Contracts and a hash only this upstream answers: hostile names and URLs, an image on IPFS, a slow answer. */
export const PREVIEW_DATA = {
  hostileNft: '0x9e7a11e000000000000000000000000000000bad',
  ipfsImage: 'ipfs://bafybeigdyrztwa5tjc6wj7ltvacfdsv2ymozpeaekzqzbwjvclcwixsyyi/7.png',
  unsafeImageNft: '0x9e7a11e0000000000000000000000000000005a5',
  slowTxHash: `0x${'51'.repeat(32)}`,
  /** longer than a preview may wait */
  slowMs: 8_000,
} as const

const HOSTILE_NAME = `${HOSTILE_TEXTS[0]}\u202Egnp.exe`

function hostileNft(contract: string, image: string): NftWire {
  return {
    token_address: contract,
    token_id: '1',
    contract_type: 'ERC721',
    metadata: JSON.stringify({ name: HOSTILE_NAME, description: LONG_HOSTILE_TEXT, image }),
    name: HOSTILE_TEXTS[4],
    symbol: 'BAD',
    possible_spam: 'true',
  }
}

function hostileCollection(contract: string): NftCollectionWire {
  return { token_address: contract, name: HOSTILE_TEXTS[1], symbol: `"'<>&`, contract_type: 'ERC721', collection_logo: 'javascript:window.__pwned=true' }
}

/**
 * An upstream in front of the stand-in (stand-in-upstream.ts): it answers the paths in PREVIEW_DATA itself and passes
 * every other request, key header and all, on to the stand-in.
 */
export async function startPreviewUpstream(
  port: number,
  standIn: StandInUpstream,
): Promise<{ bases: StandInUpstream['bases']; seen: string[]; close(): Promise<void> }> {
  const seen: string[] = []
  const standInOrigin = new URL(standIn.bases.evm).origin
  const own: [RegExp, () => unknown][] = [
    [new RegExp(`/evm/api/v2\\.2/nft/${PREVIEW_DATA.hostileNft}/1$`), () => hostileNft(PREVIEW_DATA.hostileNft, PREVIEW_DATA.ipfsImage)],
    [new RegExp(`/evm/api/v2\\.2/nft/${PREVIEW_DATA.hostileNft}/metadata$`), () => hostileCollection(PREVIEW_DATA.hostileNft)],
    [new RegExp(`/evm/api/v2\\.2/nft/${PREVIEW_DATA.unsafeImageNft}/1$`), () => hostileNft(PREVIEW_DATA.unsafeImageNft, 'http://insecure.invalid/7.png')],
  ]

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => send(response, 500, { message: 'preview upstream failure' }))
  })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://preview-upstream.invalid')
    seen.push(url.pathname)
    const mine = own.find(([pattern]) => pattern.test(url.pathname))
    if (mine) return send(response, 200, mine[1]())
    if (url.pathname.endsWith(`/transaction/${PREVIEW_DATA.slowTxHash}`)) await new Promise((resolve) => setTimeout(resolve, PREVIEW_DATA.slowMs))
    const key = request.headers['x-api-key']
    const answer = await fetch(`${standInOrigin}${url.pathname}${url.search}`, { headers: typeof key === 'string' ? { 'x-api-key': key } : {} })
    send(response, answer.status, JSON.parse(await answer.text()))
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    bases: { evm: `${origin}/evm`, solana: `${origin}/solana`, rpc: `${origin}/rpc`, sourcify: `${origin}/sourcify` },
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}
