import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OPERATION_COUNT, OPERATION_LIST } from '../src/api/operations.ts'
import { renderOperationLocations, renderOperationMaps } from './nginx-operations.ts'

const committed = (name: string) => readFileSync(new URL(`../deploy/nginx/${name}`, import.meta.url), 'utf8')

describe('nginx’s allow-list', () => {
  it('is what server/allow-list.ts gives (run `npm run generate:nginx` after changing the table)', () => {
    expect(committed('operations-maps.conf.template')).toBe(renderOperationMaps())
    expect(committed('operations.conf.template')).toBe(renderOperationLocations())
  })

  it('keeps only 200s and 404s of each operation, for the lifetime its policy gives', () => {
    const locations = renderOperationLocations()
    expect(locations).toContain('location = /_chainview/transaction {')
    expect(locations.match(/proxy_cache_valid 200 86400s;/g)).toHaveLength(1)
    expect(locations.match(/proxy_cache_valid 404 30s;/g)).toHaveLength(OPERATION_COUNT)
    expect(locations).not.toMatch(/proxy_cache_valid (any|429|5\d\d)/)
    // The board's two operations share one policy, tied to its default refresh.
    const trending = locations.split('location = /_chainview/trending-tokens {')[1]?.split('\n}')[0]
    expect(trending).toContain('proxy_cache_valid 200 30s;')
  })

  it('sends each operation’s misses to the provider location of its ceiling: Sourcify’s has a zone of its own and no key', () => {
    const locations = renderOperationLocations()
    const provider = committed('provider.conf.template')
    const sourcify = provider.split('location /sourcify/ {')[1]?.split('\n  }')[0] ?? ''
    expect(provider).toMatch(/limit_req_zone \S+ zone=chainview_sourcify_ceiling:1m rate=\$\{SOURCIFY_RATE\};/)
    expect(sourcify).toContain('limit_req zone=chainview_sourcify_ceiling burst=${SOURCIFY_BURST} nodelay;')
    expect(sourcify).not.toMatch(/API_KEY|provider-location\.conf/)
    for (const operation of OPERATION_LIST.filter(({ method }) => method === 'GET')) {
      const location = locations.split(`location = /_chainview/${operation.name} {`)[1]?.split('\n}')[0]
      const upstream = operation.ceiling === 'sourcify' ? 'sourcify' : operation.base
      expect(location, operation.name).toContain(`proxy_pass http://chainview_provider/${upstream}$chainview_forward_path;`)
      expect(operation.ceiling === 'sourcify', operation.name).toBe(operation.base === 'sourcify')
    }
  })

  it('adds the key in the provider server alone, behind the cache and the ceiling', () => {
    const templates = readdirSync(new URL('../deploy/nginx/', import.meta.url)).filter((name) => name.endsWith('.template'))
    const withKey = templates.filter((name) => /\$\{API_KEY(_PATH_SEGMENT)?\}/.test(committed(name)))
    expect(withKey).toEqual(['provider.conf.template'])
    expect(committed('provider.conf.template')).toContain('proxy_pass_request_headers off;')
    expect(renderOperationLocations().match(/proxy_pass http:\/\/chainview_provider\//g)).toHaveLength(OPERATION_COUNT)
  })
})
