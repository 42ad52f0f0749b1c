import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts'
import { cutAxisLabel } from '@/components/CutAxisLabel'
import { axisTick, fillFrame } from '@/lib/chart-style'
import { exactUsd, formatUsd } from '@/lib/format'
import type { ExchangeLiquidity } from './liquidity-by-exchange'

interface Props {
  bars: ExchangeLiquidity[]
}

function LiquidityTooltip({ active, payload }: TooltipContentProps) {
  const bar = payload?.[0]?.payload as ExchangeLiquidity | undefined
  if (!active || !bar) return null
  return (
    <div className="untrusted rounded-md border border-line bg-raised px-2 py-1 text-sm shadow">
      <p className="font-medium">{bar.label}</p>
      <p>
        {exactUsd(bar.exact)} in {bar.pairs} {bar.pairs === 1 ? 'pair' : 'pairs'}
      </p>
    </div>
  )
}

// About what fits the 132 px axis at 12 px.
const ExchangeLabel = cutAxisLabel(17)

/** Loaded on its own (React.lazy) so recharts is fetched only by the views that draw a chart. */
export function LiquidityChart({ bars }: Props) {
  return (
    <BarChart responsive style={fillFrame} data={bars} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 0 }}>
      <CartesianGrid horizontal={false} stroke="var(--cv-line)" />
      <XAxis
        type="number"
        tick={axisTick}
        stroke="var(--cv-line)"
        interval={0}
        tickCount={5}
        tickFormatter={(value: number) => formatUsd(String(value), { compact: true })}
      />
      <YAxis type="category" dataKey="label" width={132} tick={ExchangeLabel} stroke="var(--cv-line)" interval={0} />
      <Tooltip content={LiquidityTooltip} cursor={{ fill: 'var(--cv-sunken)' }} />
      <Bar dataKey="liquidity" name="Liquidity (USD)" fill="var(--cv-accent)" isAnimationActive={false} />
    </BarChart>
  )
}
