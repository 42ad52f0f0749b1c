import type { Config } from 'tailwindcss'

// Colours are theme tokens backed by CSS variables (src/styles.css), so light and dark are two palettes, not an inversion.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        surface: 'var(--cv-surface)',
        raised: 'var(--cv-raised)',
        sunken: 'var(--cv-sunken)',
        line: 'var(--cv-line)',
        fg: 'var(--cv-fg)',
        muted: 'var(--cv-muted)',
        accent: 'var(--cv-accent)',
        'accent-fg': 'var(--cv-accent-fg)',
        gain: 'var(--cv-gain)',
        loss: 'var(--cv-loss)',
        warn: 'var(--cv-warn)',
        danger: 'var(--cv-danger)',
      },
      fontFamily: {
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
      },
    },
  },
} satisfies Config
