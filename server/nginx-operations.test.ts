import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OPERATION_COUNT } from '../src/api/operations.ts'
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

  it('adds the key in the provider server alone, behind the cache and the ceiling', () => {
    const templates = readdirSync(new URL('../deploy/nginx/', import.meta.url)).filter((name) => name.endsWith('.template'))
    const withKey = templates.filter((name) => /\$\{API_KEY(_PATH_SEGMENT)?\}/.test(committed(name)))
    expect(withKey).toEqual(['provider.conf.template'])
    expect(committed('provider.conf.template')).toContain('proxy_pass_request_headers off;')
    expect(renderOperationLocations().match(/proxy_pass http:\/\/chainview_provider\//g)).toHaveLength(OPERATION_COUNT)
  })
})
