import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exactUsd, formatPercent, formatUsd, groupDigits } from './format'

const NOT_NUMBERS = ['n/a', 'NaN', 'undefined', 'null', 'Infinity', '-Infinity', '', ' ', '-', '.', '+', '1e', 'e5', '1e999', '0x10', '1,000', '12%', '$5']

/** Number-like text as services send it: signs, missing digits on either side of the point, exponents. */
const numberLike = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.stringMatching(/^\d{0,25}$/),
    fc.option(fc.stringMatching(/^\.\d{0,20}$/), { nil: '' }),
    fc.option(
      fc.integer({ min: -30, max: 30 }).map((exponent) => `e${exponent}`),
      { nil: '' },
    ),
  )
  .map((parts) => parts.join(''))

const anyText = fc.oneof(fc.string(), fc.constantFrom(...NOT_NUMBERS), numberLike, fc.double().map(String))

const GROUPED = String.raw`\d{1,3}(,\d{3})*`
const FORMATTERS: { name: string; format: (text: string) => string; shape: RegExp }[] = [
  { name: 'formatPercent', format: formatPercent, shape: new RegExp(String.raw`^[+-]?${GROUPED}\.\d{2}%$`) },
  { name: 'formatUsd', format: (text) => formatUsd(text), shape: new RegExp(String.raw`^-?\$${GROUPED}(\.\d+)?$`) },
  { name: 'formatUsd (compact)', format: (text) => formatUsd(text, { compact: true }), shape: new RegExp(String.raw`^-?\$${GROUPED}(\.\d+)?[KMBT]?$`) },
  { name: 'exactUsd', format: exactUsd, shape: new RegExp(String.raw`^-?\$${GROUPED}(\.\d+)?$`) },
  { name: 'groupDigits', format: groupDigits, shape: new RegExp(String.raw`^-?${GROUPED}(\.\d+)?$`) },
]

describe.each(FORMATTERS)('$name on any text', ({ format, shape }) => {
  it('shows a well-formed number with its unit, or "—", never "NaN", "undefined" or a unit glued to text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = format(text)
        expect(shown).not.toMatch(/NaN|undefined/)
        if (shown !== '—') expect(shown).toMatch(shape)
      }),
      { numRuns: 2000 },
    )
  })

  it.each(NOT_NUMBERS)('shows "—" for %j', (text) => {
    expect(format(text)).toBe('—')
  })
})
