// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PercentChange } from './PercentChange'
import { UsdValue } from './UsdValue'

describe('a value that is not a number', () => {
  it('shows a percentage as "—" with the text that came in its title', () => {
    render(<PercentChange value="n/a" />)
    expect(screen.getByText('—')).toHaveAttribute('title', 'n/a')
    expect(document.body).not.toHaveTextContent('%')
  })

  it('shows a dollar amount as "—" with the text that came in its title', () => {
    render(<UsdValue value="NaN" signed />)
    expect(screen.getByText('—')).toHaveAttribute('title', 'NaN')
    expect(document.body).not.toHaveTextContent('$')
  })

  it('still shows a number that came as text', () => {
    render(<PercentChange value="-3.1" />)
    expect(screen.getByText('-3.10%')).toHaveAttribute('title', '-3.1%')
  })
})
