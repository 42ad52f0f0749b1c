import type { RpcTransaction } from '@/api/rpc-transaction'
import type { RpcChain } from '@/chains'
import { rpcFields } from './rpc-fields'
import { RpcFieldValue } from './RpcFieldValue'

interface Props {
  tx: RpcTransaction
  chain: RpcChain
}

/** Every field of the node's answer: its name for people, its JSON key, and its decoded value. */
export function RpcTransactionFields({ tx, chain }: Props) {
  return (
    <section aria-labelledby="rpc-fields-heading" className="rounded-lg border border-line bg-raised">
      <h2 id="rpc-fields-heading" className="border-b border-line px-4 py-3 font-semibold">
        The node’s answer
      </h2>
      <dl>
        {rpcFields(tx).map((field) => (
          <div key={field.key} className="grid gap-1 border-t border-line px-4 py-3 first:border-t-0 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt className="text-sm">
              <span>{field.label}</span>
              {field.label !== field.key && (
                <>
                  {' '}
                  <code className="ml-1 font-mono text-xs text-muted">{field.key}</code>
                </>
              )}
            </dt>
            <dd className="min-w-0 break-words">
              <RpcFieldValue field={field} chain={chain} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
