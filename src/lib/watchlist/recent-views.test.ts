import { describe, expect, it } from 'vitest'
import { createRecentViews, RECENT_VIEWS_LIMIT, RECENT_VIEWS_STORAGE_KEY } from './recent-views'

function storage(): Storage {
  const values = new Map<string, string>()
  return {
    length: 0,
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  }
}

describe('recently viewed', () => {
  it('keeps the last 20 views, newest first, and moves a view opened again to the top', () => {
    const views = createRecentViews(storage())
    for (let index = 0; index < 25; index += 1) views.record(`/view/${index}`, `View ${index}`)
    views.record('/view/10', 'View 10')
    expect(views.views()).toHaveLength(RECENT_VIEWS_LIMIT)
    expect(
      views
        .views()
        .slice(0, 3)
        .map((view) => view.path),
    ).toEqual(['/view/10', '/view/24', '/view/23'])
    expect(views.views().filter((view) => view.path === '/view/10')).toHaveLength(1)
  })

  it('survives a reload and can be cleared', () => {
    const kept = storage()
    createRecentViews(kept).record('/eth/tx/0x1', 'Transaction')
    const reopened = createRecentViews(kept)
    expect(reopened.views().map((view) => view.title)).toEqual(['Transaction'])
    reopened.clear()
    expect(createRecentViews(kept).views()).toEqual([])
  })

  it('drops stored entries that could link off the site', () => {
    const kept = storage()
    kept.setItem(
      RECENT_VIEWS_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        views: [
          { path: '//evil.example', title: 'x', viewedAt: '' },
          { path: 'javascript:alert(1)', title: 'x', viewedAt: '' },
        ],
      }),
    )
    expect(createRecentViews(kept).views()).toEqual([])
  })
})
