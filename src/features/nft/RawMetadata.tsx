import { CopyButton } from '@/components/CopyButton'
import { prettyJson } from '@/lib/pretty-json'
import type { MetadataSource } from '@/lib/nft-metadata'

/** Each metadata document as indented JSON (or the broken text it is), folded away until asked for. */
export function RawMetadata({ sources }: { sources: MetadataSource[] }) {
  return (
    <div className="space-y-2">
      {sources.map(({ label, document }) => {
        const text = prettyJson(document)
        return (
          <details key={label} className="group rounded-md border border-line bg-surface">
            <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm font-medium">
              <span>
                <span>{label}</span>
                <span className="ml-2 text-xs font-normal text-muted">
                  {document.state === 'absent' ? 'none' : document.state === 'invalid' ? 'not valid JSON' : 'JSON'}
                </span>
              </span>
              <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-90">
                ›
              </span>
            </summary>
            {text === null ? (
              <p className="border-t border-line px-3 py-2 text-sm text-muted">The service sent no {label.toLowerCase()}.</p>
            ) : (
              <div className="border-t border-line">
                {document.state === 'invalid' && (
                  <p className="untrusted px-3 pt-2 text-xs text-warn">This is not valid JSON ({document.error}); it is shown as the text it is.</p>
                )}
                <div className="flex justify-end px-2 pt-1">
                  <CopyButton value={text} label={`Copy ${label.toLowerCase()}`} />
                </div>
                <pre
                  tabIndex={0}
                  aria-label={`${label} as JSON`}
                  className="untrusted max-h-96 overflow-auto whitespace-pre-wrap break-all px-3 pb-3 font-mono text-xs"
                >
                  {text}
                </pre>
              </div>
            )}
          </details>
        )
      })}
    </div>
  )
}
