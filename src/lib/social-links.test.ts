import { describe, expect, it } from 'vitest'
import { socialProfileUrl } from './social-links'

describe('social links', () => {
  it('turns handles into profile links, with or without @', () => {
    expect(socialProfileUrl('twitter', 'BoredApeYC')).toBe('https://x.com/BoredApeYC')
    expect(socialProfileUrl('twitter', '@ensdomains')).toBe('https://x.com/ensdomains')
    expect(socialProfileUrl('instagram', 'boredapeyachtclub')).toBe('https://www.instagram.com/boredapeyachtclub/')
  })

  it('keeps a profile URL on the site itself', () => {
    expect(socialProfileUrl('twitter', 'https://twitter.com/Azuki')).toBe('https://twitter.com/Azuki')
    expect(socialProfileUrl('instagram', 'https://www.instagram.com/azuki/')).toBe('https://www.instagram.com/azuki/')
  })

  it('links nothing that is not a handle or a profile URL on the site', () => {
    for (const hostile of ['<script>window.__pwned = true</script>', 'javascript:alert(1)', 'https://evil.example/BoredApeYC', 'a b', 'x'.repeat(16), '', null])
      expect(socialProfileUrl('twitter', hostile)).toBeNull()
    expect(socialProfileUrl('instagram', '<img src=x onerror="window.__pwned=true">"><a href="javascript:alert(1)">')).toBeNull()
  })
})
