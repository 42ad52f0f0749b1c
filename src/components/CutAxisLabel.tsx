import type { YAxisTickContentProps } from 'recharts'
import { axisTick } from '@/lib/chart-style'

/**
 * A category axis label cut to `characters`, with the whole label on hover when it was cut. Recharts' own label
 * measures every word in the DOM to wrap it: a forced layout per label in the chart's first render, and a long
 * name wrapped onto its neighbours.
 */
export function cutAxisLabel(characters: number) {
  return function CutAxisLabel({ x, y, payload }: YAxisTickContentProps) {
    const label = String(payload?.value ?? '')
    const cut = label.length > characters
    return (
      <text x={x} y={y} dy="0.355em" textAnchor="end" fill={axisTick.fill} fontSize={axisTick.fontSize}>
        {cut && <title>{label}</title>}
        {cut ? `${label.slice(0, characters - 1)}…` : label}
      </text>
    )
  }
}
