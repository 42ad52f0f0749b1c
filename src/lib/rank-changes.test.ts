import { describe, expect, it } from 'vitest'
import { countRankChanges, rankChangeOf, rankChanges } from './rank-changes'

const board = (...keys: string[]) => keys.map((key, index) => ({ key, rank: index + 1 }))

describe('rank changes', () => {
  it('marks nothing on the first board', () => {
    const changes = rankChanges(null, board('a', 'b'))
    expect([...changes.values()]).toEqual([{ kind: 'same' }, { kind: 'same' }])
  })

  it('marks entries that moved up or down with the number of places, and entries that are new', () => {
    const changes = rankChanges(board('a', 'b', 'c', 'd'), board('c', 'a', 'e', 'b'))
    expect(rankChangeOf(changes, 'c')).toEqual({ kind: 'up', places: 2 })
    expect(rankChangeOf(changes, 'a')).toEqual({ kind: 'down', places: 1 })
    expect(rankChangeOf(changes, 'e')).toEqual({ kind: 'new' })
    expect(rankChangeOf(changes, 'b')).toEqual({ kind: 'down', places: 2 })
  })

  it('keeps an entry that holds its place unmarked', () => {
    expect(rankChangeOf(rankChanges(board('a', 'b'), board('a', 'c')), 'a')).toEqual({ kind: 'same' })
  })

  it('matches contract addresses whatever their case', () => {
    const changes = rankChanges(board('0xAB', '0xcd'), board('0xcd', '0xab'))
    expect(rankChangeOf(changes, '0xAb')).toEqual({ kind: 'down', places: 1 })
  })

  it('counts the moves of both lists', () => {
    const gainers = rankChanges(board('a', 'b'), board('b', 'a'))
    const losers = rankChanges(board('x'), board('y'))
    expect(countRankChanges(gainers, losers)).toEqual({ up: 1, down: 1, new: 1 })
  })
})
