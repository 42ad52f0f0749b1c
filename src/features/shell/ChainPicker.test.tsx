// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ChainPicker } from './ChainPicker'

describe('chain picker', () => {
  it('marks a retired chain with its date and does not offer it', () => {
    render(<ChainPicker value="eth" set="general" onChange={vi.fn()} />)
    const palm = screen.getByRole('option', { name: 'Palm (retired 2024-11-22)' })
    expect(palm).toBeDisabled()
    expect(screen.getByRole('option', { name: 'Ethereum' })).toBeEnabled()
    expect(screen.getByRole('option', { name: 'Gnosis' })).toBeEnabled()
  })

  it('on the NFT views, marks the chains whose NFT operations the provider retired', () => {
    render(<ChainPicker value="eth" set="nft" onChange={vi.fn()} />)
    expect(screen.getByRole('option', { name: 'Gnosis (NFTs retired 2024-12-06)' })).toBeDisabled()
    expect(screen.getByRole('option', { name: 'Palm (retired 2024-11-22)' })).toBeDisabled()
    expect(screen.getByRole('option', { name: 'Polygon' })).toBeEnabled()
  })
})
