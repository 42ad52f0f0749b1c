import { describe, expect, it } from 'vitest'
import { nft as standInNft, STAND_IN } from '../../e2e/support/stand-in-data.ts'
import { renderLinkPreview, type FetchJson } from './render.ts'

const PAGE = '<!doctype html><html><head><meta name="description" content="generic" /><title>Chainview</title></head><body></body></html>'

describe('renderLinkPreview', () => {
  it('names a stand-in NFT by its metadata name and collection', async () => {
    const fetchJson: FetchJson = async () => ({ status: 200, body: JSON.parse(JSON.stringify(standInNft)) })
    const html = await renderLinkPreview(PAGE, `https://chainview.test/eth/nft/${STAND_IN.nftContract}/7`, fetchJson)
    expect(html).toContain(`<title>${STAND_IN.nftName} · ${STAND_IN.collectionName}</title>`)
  })
})
