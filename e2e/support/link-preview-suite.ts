import type { APIRequestContext } from '@playwright/test'
import { expect, requestsSettled, test } from '../fixtures'
import { SERVER_KEY } from './live-suite'
import type { LiveServer } from './live-servers'
import { PREVIEW_DATA, startPreviewUpstream } from './preview-upstream'
import { STAND_IN } from './stand-in-data'
import { COMMITTED_STORY_CASES } from './committed-story-cases'
import { startStandInUpstream, type StandInUpstream } from './stand-in-upstream'

const GATEWAY = 'https://ipfs.gateway.invalid/ipfs/'
const PREVIEW_WAIT = 3_000
const CRAWLER = { 'user-agent': 'Twitterbot/1.0', accept: '*/*' }

interface Head {
  html: string
  title: string | null
  meta: Record<string, string>
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] as string)

/** The page as a crawler gets it: no script runs, only the head's title and meta tags count. */
async function crawl(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { headers: CRAWLER })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
  const meta = Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map(([, name, content]) => [name as string, decode(content as string)]),
  )
  return { html, title: title === undefined ? null : decode(title), meta }
}

export interface LinkPreviewSuiteOptions {
  title: string
  /** the server's port, then the stand-in's and the preview upstream's */
  ports: [number, number, number]
  start: (port: number, env: Record<string, string>) => Promise<LiveServer>
}

/** What a crawler reads from a deep link, the same from every server that renders previews (vite preview, nginx). */
export function describeLinkPreviews({ title, ports: [PORT, standInPort, frontPort], start }: LinkPreviewSuiteOptions): void {
  test.describe(title, () => {
    let standIn: StandInUpstream
    let front: Awaited<ReturnType<typeof startPreviewUpstream>>
    let server: LiveServer

    test.use({ baseURL: `http://127.0.0.1:${PORT}` })

    test.beforeAll(async () => {
      test.setTimeout(90_000)
      standIn = await startStandInUpstream({ port: standInPort, apiKey: SERVER_KEY })
      front = await startPreviewUpstream(frontPort, standIn)
      server = await start(PORT, {
        API_KEY: SERVER_KEY,
        API_BASE_URL: front.bases.evm,
        SOLANA_API_BASE_URL: front.bases.solana,
        RPC_BASE_URL: front.bases.rpc,
        VITE_IPFS_GATEWAY: GATEWAY,
        // Long enough for a loaded test machine; the slow answer below still takes longer.
        LINK_PREVIEW_WAIT_MS: String(PREVIEW_WAIT),
      })
    })

    test.afterAll(async () => {
      await server?.stop()
      await front?.close()
      await standIn?.close()
    })

    test('a transaction link unfurls with its action line, hash, chain, status and exact value', async ({ request }) => {
      const head = await crawl(request, `/eth/tx/${STAND_IN.txHash}`)
      expect(head.title).toBe('Sent 1 ETH to 0x57a4…0721 · Transaction 0x57a4…d1e0 · Ethereum')
      expect(head.meta['og:title']).toBe(head.title)
      expect(head.meta.description).toBe(
        `Success: Sent 1 ETH to 0x57a4…0721. From ${STAND_IN.txSender} to ${STAND_IN.collectionName} in block 21,240,003 on Ethereum.`,
      )
      expect(head.meta['og:description']).toBe(head.meta.description)
      expect(head.meta['og:url']).toBe(`http://127.0.0.1:${PORT}/eth/tx/${STAND_IN.txHash}`)
      expect(head.meta['twitter:card']).toBe('summary')
      expect(head.meta['og:image']).toBeUndefined()
    })

    test('a swap unfurls with what it did, exact, in og:title and og:description', async ({ request }) => {
      const head = await crawl(request, `/eth/tx/${STAND_IN.swapTxHash}`)
      expect(head.meta['og:title']).toBe('Swapped 1 ETH for 3,412.5 USDC · Transaction 0x57a4…d1e5 · Ethereum')
      expect(head.meta['og:description']).toMatch(/^Success: Swapped 1 ETH for 3,412\.5 USDC\. From Stand-in Sender to 0x57a4…00b0 in block /)
    })

    for (const { kind, name, hash, line } of COMMITTED_STORY_CASES.cases.filter((storyCase) => storyCase.e2e)) {
      test(`${kind}: a shared link to ${name} unfurls with the line the page shows`, async ({ request }) => {
        const head = await crawl(request, `/eth/tx/${hash}`)
        expect(head.meta['og:title']).toBe(`${line} · Transaction ${hash.slice(0, 6)}…${hash.slice(-4)} · Ethereum`)
        expect(head.meta['og:description']).toContain(`Success: ${line}. From `)
      })
    }

    test('an NFT link unfurls with its name, collection and the image through the configured HTTPS gateway', async ({ request }) => {
      const standInNft = await crawl(request, `/eth/nft/${STAND_IN.nftContract}/${STAND_IN.nftTokenId}`)
      expect(standInNft.title).toBe(`${STAND_IN.nftName} · ${STAND_IN.collectionName}`)
      expect(standInNft.meta['og:description']).toBe('An ape served by the stand-in upstream.')

      const withImage = await crawl(request, `/eth/nft/${PREVIEW_DATA.hostileNft}/1`)
      expect(withImage.meta['og:image']).toBe(`${GATEWAY}${PREVIEW_DATA.ipfsImage.slice('ipfs://'.length)}`)
      expect(withImage.meta['twitter:card']).toBe('summary_large_image')
    })

    test('a token, a collection, Solana pairs and top movers each unfurl with their own words', async ({ request }) => {
      const token = await crawl(request, `/eth/token/${STAND_IN.token}`)
      expect(token.title).toBe(`${STAND_IN.tokenName} (SIND) transfers · Ethereum`)
      expect(token.meta['og:description']).toContain('Latest: 1.25 SIND from 0x57a4…00a1 to 0x57a4…0a11.')

      const collection = await crawl(request, `/eth/collection/${STAND_IN.nftContract}`)
      expect(collection.title).toBe(`${STAND_IN.collectionName} (SAPE) · Ethereum`)
      expect(collection.meta['og:description']).toBe(`${STAND_IN.collectionName} (SAPE), an ERC721 collection at 0x57a4…0721 on Ethereum, verified.`)

      const pairs = await crawl(request, `/solana/${STAND_IN.solanaNetwork}/token/${STAND_IN.solanaToken}/pairs`)
      expect(pairs.title).toBe('SIND pairs · Solana')
      expect(pairs.meta['og:description']).toContain(`Top pair: SIND/USDC on ${STAND_IN.solanaExchange} with $2.50M liquidity.`)

      const movers = await crawl(request, '/market/top-movers')
      expect(movers.title).toBe('Top movers')
      // The stand-in has no board of its own: it answers as the fixtures do.
      expect(movers.meta['og:description']).toContain('Top gainer: Bonk +412.12%. Top loser: WCS -100.00%.')
    })

    test('hostile names stay text in the head, cut to a sane length, and an image is never http:, data: or javascript:', async ({ request, page }) => {
      const nft = await crawl(request, `/eth/nft/${PREVIEW_DATA.hostileNft}/1`)
      const collection = await crawl(request, `/eth/collection/${PREVIEW_DATA.hostileNft}`)
      const insecure = await crawl(request, `/eth/nft/${PREVIEW_DATA.unsafeImageNft}/1`)
      for (const head of [nft, collection, insecure]) {
        expect(head.html).not.toMatch(/<(script|img|iframe|svg|style|details)[\s>][^>]*(pwned|onerror|srcdoc)/i)
        expect(head.html).not.toContain('\u202E')
        expect(head.meta['og:description']!.length).toBeLessThanOrEqual(240)
        expect(head.meta['og:title']!.length).toBeLessThanOrEqual(200)
      }
      expect(nft.title).toContain('<script>')
      expect(nft.title).toContain('\uFFFDgnp.exe')
      expect(collection.title).toContain('<img src=x onerror=')
      expect(collection.meta['og:image']).toBeUndefined()
      expect(insecure.meta['og:image']).toBeUndefined()

      await page.goto(`/eth/nft/${PREVIEW_DATA.hostileNft}/1`)
      await expect(page).toHaveTitle(/<script>/)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned ?? false)).toBe(false)
    })

    test('a malformed link gets the generic title at once and sends no upstream request', async ({ request }) => {
      const before = front.seen.length
      const head = await crawl(request, '/eth/tx/0xnot-a-hash')
      expect(head.title).toBe('Invalid transaction link · Chainview')
      expect(head.meta['og:description']).toContain('is not a valid transaction hash')
      const unknownChain = await crawl(request, `/no-such-chain/tx/${STAND_IN.txHash}`)
      expect(unknownChain.title).toBe('Unknown chain “no-such-chain” · Chainview')
      expect(front.seen.slice(before)).toEqual([])
    })

    test('a slow upstream does not hold the page: it goes out with the title from its URL', async ({ request }) => {
      const started = Date.now()
      const head = await crawl(request, `/eth/tx/${PREVIEW_DATA.slowTxHash}`)
      expect(Date.now() - started).toBeLessThan(PREVIEW_DATA.slowMs - 1_000)
      expect(head.title).toBe('Transaction 0x5151…5151 · Ethereum')
      expect(head.meta['og:description']).toContain(PREVIEW_DATA.slowTxHash)
    })

    test('the page keeps its strict CSP-friendly shape: no inline script is added', async ({ request }) => {
      const plain = await (await request.get('/', { headers: CRAWLER })).text()
      const deep = (await crawl(request, `/eth/tx/${STAND_IN.txHash}`)).html
      const scripts = (html: string) => [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)
      // The route preloader's work is done by the head's own links on a deep link.
      expect(scripts(deep)).toEqual(scripts(plain).filter((tag) => !tag.includes('/route-preload-')))
      expect(deep).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>[^<]+<\/script>/)
    })

    const firstRequests = [
      { path: `/eth/tx/${STAND_IN.txHash}`, data: `/proxy/evm/api/v2.2/transaction/${STAND_IN.txHash}?chain=eth`, shows: 'Transaction on Ethereum' },
      { path: `/eth/token/${STAND_IN.token}`, data: `/proxy/evm/api/v2.2/erc20/${STAND_IN.token}/transfers?chain=eth`, shows: STAND_IN.tokenName },
    ]
    for (const { path, data, shows } of firstRequests) {
      test(`${path.split('/')[2]}: a deep link’s head asks for the view’s data and code, and the app takes that answer instead of asking again`, async ({
        page,
        request,
      }) => {
        const { html } = await crawl(request, path)
        const dataLink = /<link rel="preload" as="fetch" crossorigin href="([^"]+)" \/>/.exec(html)?.[1]
        expect(dataLink && decode(dataLink)).toMatch(new RegExp(`^${data.replace(/[.?]/g, '\\$&')}(&|$)`))
        expect([...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/[^"]+\.js" \/>/g)].length).toBeGreaterThan(0)

        const asked: string[] = []
        page.on('request', (sent) => {
          const url = new URL(sent.url())
          if (`${url.pathname}${url.search}`.startsWith(data) && !url.search.includes('cursor=')) asked.push(sent.resourceType())
        })
        const problems: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
        })
        await page.goto(path)
        await expect(page.getByRole('heading', { name: shows, level: 1 })).toBeVisible()
        await requestsSettled(page)
        // A second request would be the app asking again: the browser did not hand it the preloaded answer.
        expect(asked, 'requests for the view’s first data').toHaveLength(1)
        expect(problems.filter((text) => /preload|Content Security Policy/i.test(text))).toEqual([])
      })
    }
  })
}
