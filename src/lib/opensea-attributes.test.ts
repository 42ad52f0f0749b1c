import { describe, expect, it } from 'vitest'
import { attributeValueText, readAttributes } from './opensea-attributes'

const shown = (attributes: unknown) => readAttributes(attributes).map((attribute) => [attribute.kind, attribute.trait, attributeValueText(attribute)])

describe('OpenSea attributes', () => {
  it('shows plain traits as text', () => {
    expect(
      shown([
        { trait_type: 'Fur', value: 'Golden Brown' },
        { trait_type: 'Legendary', value: true },
      ]),
    ).toEqual([
      ['text', 'Fur', 'Golden Brown'],
      ['text', 'Legendary', 'true'],
    ])
  })

  it('honours number, boost_number and boost_percentage display types, with max_value', () => {
    expect(
      shown([
        { display_type: 'number', trait_type: 'Level', value: '4', max_value: '10' },
        { display_type: 'number', trait_type: 'Supply', value: '1000' },
        { display_type: 'boost_number', trait_type: 'Yacht Speed', value: '40' },
        { display_type: 'boost_percentage', trait_type: 'Banana Bonus', value: '12.5' },
        { display_type: 'boost_number', trait_type: 'Drag', value: '-3' },
      ]),
    ).toEqual([
      ['number', 'Level', '4 of 10'],
      ['number', 'Supply', '1,000'],
      ['boost_number', 'Yacht Speed', '+40'],
      ['boost_percentage', 'Banana Bonus', '+12.5%'],
      ['boost_number', 'Drag', '-3'],
    ])
  })

  it('reads dates in seconds, in milliseconds and as ISO text', () => {
    expect(
      shown([
        { display_type: 'date', trait_type: 'Joined Club', value: '1619222400' },
        { display_type: 'date', trait_type: 'Created Date', value: '1499218186000' },
        { display_type: 'date', trait_type: 'Drop', value: '2024-02-01T10:00:00Z' },
      ]),
    ).toEqual([
      ['date', 'Joined Club', '2021-04-24'],
      ['date', 'Created Date', '2017-07-05 01:29:46 UTC'],
      ['date', 'Drop', '2024-02-01 10:00:00 UTC'],
    ])
  })

  it('falls back to text when a display type does not fit the value, or is unknown', () => {
    expect(
      shown([
        { display_type: 'date', trait_type: 'Claim by', value: '<img src=x onerror="alert(1)">' },
        { display_type: 'number', trait_type: 'Power', value: 'lots' },
        { display_type: '<script>', trait_type: 'Odd', value: '7' },
      ]),
    ).toEqual([
      ['text', 'Claim by', '<img src=x onerror="alert(1)">'],
      ['text', 'Power', 'lots'],
      ['text', 'Odd', '7'],
    ])
  })

  it('accepts an object of trait → value and ignores what is not a list or object', () => {
    expect(shown({ Background: 'Blue', Level: 3 })).toEqual([
      ['text', 'Background', 'Blue'],
      ['text', 'Level', '3'],
    ])
    expect(shown('Blue')).toEqual([])
    expect(shown(null)).toEqual([])
    expect(shown([null, 'Loose', { value: { nested: 1 } }])).toEqual([
      ['text', null, 'Loose'],
      ['text', null, '{"nested":1}'],
    ])
  })
})
