import { AddressEntity } from '@/components/AddressEntity'
import type { DecodedUserOperation } from '@/lib/abi-decode/user-operations'
import { groupDigits } from '@/lib/format'
import { CallDecodingView } from './decoded/CallDecodingView'
import { DetailRow } from './DetailRow'
import { NativeAmount } from './NativeAmount'

interface Props {
  chain: string
  nativeSymbol: string
  operation: DecodedUserOperation
  /** 1-based position in the bundle, and how many it holds */
  position: number
  count: number
}

/** One ERC-4337 user operation of a bundle: the smart account, what it was asked to do, and what happened. */
export function UserOperationSection({ chain, nativeSymbol, operation, position, count }: Props) {
  const headingId = `user-operation-${position}`
  const { result } = operation
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-raised" data-testid="user-operation">
      <h2 id={headingId} className="px-4 pt-4 font-semibold">
        User operation {position} of {count}
      </h2>
      <dl>
        <DetailRow label="Smart account">
          <AddressEntity chainSlug={chain} address={operation.sender} full />
        </DetailRow>
        <DetailRow label="Nonce">
          <span className="font-mono tabular-nums">{groupDigits(operation.nonce.toString())}</span>
        </DetailRow>
        <DetailRow label="Outcome">
          {result === null ? (
            <span className="text-muted">No UserOperationEvent in the logs</span>
          ) : (
            <span className="space-y-1">
              <span className={result.success ? 'block text-gain' : 'block text-danger'}>{result.success ? 'Succeeded' : 'Failed'}</span>
              <span className="block text-sm">
                <span className="text-muted">Gas cost </span>
                <NativeAmount value={result.actualGasCost} symbol={nativeSymbol} />
                <span className="text-muted"> ({groupDigits(result.actualGasUsed.toString())} gas)</span>
              </span>
              <span className="block text-sm">
                <span className="text-muted">Paid by </span>
                {result.paymaster ? <AddressEntity chainSlug={chain} address={result.paymaster} /> : 'the account itself'}
              </span>
            </span>
          )}
        </DetailRow>
        <DetailRow label="Call to the account">
          <CallDecodingView chain={chain} decoding={operation.call} />
        </DetailRow>
        {operation.innerCalls.length > 0 && (
          <DetailRow label="Calls it made">
            <ol className="space-y-3" aria-label={`Calls of user operation ${position}`}>
              {operation.innerCalls.map((inner, index) => (
                <li key={index} className="min-w-0 space-y-1 border-t border-line pt-2 first:border-t-0 first:pt-0">
                  <p className="flex flex-wrap items-baseline gap-2 text-sm">
                    <span className="text-muted">To</span>
                    <AddressEntity chainSlug={chain} address={inner.to} />
                    {inner.value > 0n && <NativeAmount value={inner.value} symbol={nativeSymbol} />}
                  </p>
                  <CallDecodingView chain={chain} decoding={inner.call} />
                </li>
              ))}
            </ol>
          </DetailRow>
        )}
      </dl>
    </section>
  )
}

interface SectionsProps {
  chain: string
  nativeSymbol: string
  operations: DecodedUserOperation[]
}

/** Every user operation of a bundle, each in its own section. */
export function UserOperationSections({ chain, nativeSymbol, operations }: SectionsProps) {
  return operations.map((operation, index) => (
    <UserOperationSection key={index} chain={chain} nativeSymbol={nativeSymbol} operation={operation} position={index + 1} count={operations.length} />
  ))
}
