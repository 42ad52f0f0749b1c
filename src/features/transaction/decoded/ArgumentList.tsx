import type { DecodedArgument } from '@/lib/abi-decode/decoded-value'
import { UntrustedText } from '@/components/UntrustedText'
import { DecodedValueView } from './DecodedValueView'

interface Props {
  chain: string
  args: DecodedArgument[]
  /** what the list holds, for screen readers: "Arguments of exactInputSingle" */
  label: string
}

/** Named arguments, each with its type and its value; a tuple's fields are a list of their own, nested. */
export function ArgumentList({ chain, args, label }: Props) {
  if (args.length === 0) return <p className="text-sm text-muted">No arguments.</p>
  return (
    <ul className="min-w-0 space-y-2 text-sm" aria-label={label}>
      {args.map((arg, index) => {
        const name = arg.name || `#${index}`
        return (
          <li key={index} className="min-w-0 border-t border-line pt-2 first:border-t-0 first:pt-0">
            <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
              <span className="font-mono font-semibold">
                <UntrustedText value={name} maxLength={80} />
              </span>
              <span className="break-all font-mono text-xs text-muted">{arg.type}</span>
            </p>
            <div className="mt-0.5 min-w-0 pl-3">
              <DecodedValueView chain={chain} value={arg.value} label={name} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
