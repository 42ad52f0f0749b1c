import { Bar, BarChart, CartesianGrid, Rectangle, ReferenceLine, Tooltip, XAxis, YAxis, type BarShapeProps, type TooltipContentProps } from 'recharts'
import { cutAxisLabel } from '@/components/CutAxisLabel'
import { axisTick, fillFrame } from '@/lib/chart-style'
import { formatPercent } from '@/lib/format'
import type { ChangeBar } from './chart-data'

interface Props {
  bars: ChangeBar[]
}

// About what fits the 88 px axis at 12 px.
const TokenLabel = cutAxisLabel(11)

function ChangeBarShape(props: BarShapeProps) {
  const bar = props.payload as ChangeBar
  return <Rectangle {...props} fill={bar.direction < 0 ? 'var(--cv-loss)' : 'var(--cv-gain)'} />
}

function ChangeTooltip({ active, payload }: TooltipContentProps) {
  const bar = payload?.[0]?.payload as ChangeBar | undefined
  if (!active || !bar) return null
  return (
    <div className="untrusted rounded-md border border-line bg-raised px-2 py-1 text-sm shadow">
      {bar.label}: <span className={bar.direction < 0 ? 'text-loss' : 'text-gain'}>{formatPercent(bar.exact)}</span>
    </div>
  )
}

/** Loaded on its own (React.lazy) so recharts is fetched only by the views that draw a chart. */
export function MoversChart({ bars }: Props) {
  return (
    <BarChart responsive style={fillFrame} data={bars} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 0 }}>
      <CartesianGrid horizontal={false} stroke="var(--cv-line)" />
      <XAxis type="number" tick={axisTick} stroke="var(--cv-line)" tickFormatter={(value: number) => `${value}%`} />
      <YAxis type="category" dataKey="label" width={88} tick={TokenLabel} stroke="var(--cv-line)" interval={0} />
      <ReferenceLine x={0} stroke="var(--cv-muted)" />
      <Tooltip content={ChangeTooltip} cursor={{ fill: 'var(--cv-sunken)' }} />
      <Bar dataKey="change" name="change" shape={ChangeBarShape} isAnimationActive={false} />
    </BarChart>
  )
}
