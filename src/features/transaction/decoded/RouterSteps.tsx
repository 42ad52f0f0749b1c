import type { RouterStep } from '@/lib/abi-decode/router-steps'
import { HexBlock } from '../HexBlock'
import { ArgumentList } from './ArgumentList'

interface Props {
  chain: string
  steps: RouterStep[]
}

/** A Universal Router plan: its commands in the order the router runs them, each with its decoded input. */
export function RouterSteps({ chain, steps }: Props) {
  return (
    <div className="space-y-2">
      <h3 className="text-xs font-medium uppercase tracking-wide text-muted">Router steps</h3>
      <ol className="space-y-3" aria-label="Router steps">
        {steps.map((step, index) => (
          <li key={index} className="min-w-0 space-y-1 rounded-md border border-line p-3" data-testid="router-step">
            <p className="flex flex-wrap items-baseline gap-2">
              <span className="text-sm text-muted">{index + 1}.</span>
              <code className="font-mono text-sm font-semibold">{step.command}</code>
              {step.allowRevert && <span className="text-xs text-muted">(may fail without undoing the others)</span>}
            </p>
            {step.args ? (
              <ArgumentList chain={chain} args={step.args} label={`Input of ${step.command}`} />
            ) : (
              <>
                <p className="text-sm text-muted">Input not decoded:</p>
                <HexBlock value={step.input} label={`Input of step ${index + 1}`} />
              </>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
