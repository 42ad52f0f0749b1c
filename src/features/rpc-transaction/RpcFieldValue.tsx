import type { ReactNode } from 'react'
import { EVM_CHAINS, type RpcChain } from '@/chains'
import { CopyButton } from '@/components/CopyButton'
import { decodeInput, hexByteLength } from '@/lib/decode-input'
import { displayText } from '@/lib/display-text'
import { exactUnits, groupDigits, hexQuantity } from '@/lib/format'
import { formatGwei } from '@/lib/gas'
import { transactionTypeName } from '@/lib/transaction-type'
import { HexValue } from './HexValue'
import { jsonText, quantityOf, type RpcField } from './rpc-fields'

interface Props {
  field: RpcField
  chain: RpcChain
}

function Raw({ value }: { value: bigint }) {
  return (
    <>
      {' '}
      <span className="ml-1 font-mono text-xs text-muted">{hexQuantity(value)}</span>
    </>
  )
}

function Block({ text, label }: { text: string; label: string }) {
  return (
    <div className="flex items-start gap-1">
      <pre
        tabIndex={0}
        aria-label={label}
        className="untrusted max-h-48 min-w-0 flex-1 overflow-auto whitespace-pre-wrap break-all rounded-md bg-sunken px-2 py-1.5 font-mono text-xs"
      >
        {text}
      </pre>
      <CopyButton value={text} label={`Copy ${label.toLowerCase()}`} />
    </div>
  )
}

/** One field of the node's answer, decoded for reading with the raw value beside it. */
export function RpcFieldValue({ field, chain }: Props): ReactNode {
  const { kind, value, label } = field
  const quantity = quantityOf(value)
  const text = typeof value === 'string' ? value : null
  switch (kind) {
    case 'hash':
    case 'hex':
    case 'address':
      return text ? <HexValue value={text} label={`Copy ${label.toLowerCase()}`} /> : <span className="text-muted">—</span>
    case 'recipient':
      return text ? <HexValue value={text} label="Copy recipient address" /> : <span className="font-medium">None — a contract creation</span>
    case 'native':
      return quantity === null ? null : (
        <span className="inline-flex flex-wrap items-center gap-1">
          <span className="break-all font-mono tabular-nums">{groupDigits(exactUnits(quantity, chain.native.decimals))}</span>{' '}
          <span className="text-muted">{chain.native.symbol}</span>
          <CopyButton value={exactUnits(quantity, chain.native.decimals)} label={`Copy exact amount in ${chain.native.symbol}`} />
          <Raw value={quantity} />
        </span>
      )
    case 'gwei':
      return quantity === null ? null : (
        <span className="font-mono tabular-nums">
          {formatGwei(quantity)} Gwei
          <Raw value={quantity} />
        </span>
      )
    case 'quantity':
      return quantity === null ? (
        <OtherValue value={value} label={label} />
      ) : (
        <span className="font-mono tabular-nums">
          {groupDigits(quantity.toString())}
          <Raw value={quantity} />
        </span>
      )
    case 'type':
      return quantity === null ? null : (
        <span>
          {transactionTypeName(quantity)}
          <Raw value={quantity} />
        </span>
      )
    case 'chainId': {
      if (quantity === null) return null
      const known = EVM_CHAINS.find((candidate) => BigInt(candidate.id) === quantity)
      return (
        <span>
          <span className="font-mono tabular-nums">{quantity.toString()}</span>
          {known && <span className="text-muted"> ({known.label})</span>}
          <Raw value={quantity} />
        </span>
      )
    }
    case 'data':
      return <InputValue input={text ?? '0x'} />
    case 'code':
      return (
        <div className="space-y-1">
          <p className="text-sm text-muted">{groupDigits(String(hexByteLength(text)))} bytes of code that create the contract</p>
          <Block text={text ?? '0x'} label="Input data" />
        </div>
      )
    case 'list':
      return Array.isArray(value) && value.length === 0 ? <span className="text-muted">Empty</span> : <Block text={jsonText(value)} label={label} />
    case 'other':
      return <OtherValue value={value} label={label} />
  }
}

function InputValue({ input }: { input: string }) {
  const bytes = hexByteLength(input)
  if (bytes === 0) return <span className="text-muted">Empty (no contract call)</span>
  const { selector, call } = decodeInput(input)
  return (
    <div className="space-y-1">
      <p className="text-sm text-muted">
        {groupDigits(String(bytes))} bytes
        {selector && (
          <>
            {' '}
            · selector <code className="font-mono text-fg">{selector}</code>
          </>
        )}
        {call && <> · ERC20 {call.name}</>}
      </p>
      <Block text={input} label="Input data" />
    </div>
  )
}

function OtherValue({ value, label }: { value: unknown; label: string }) {
  if (value === null || value === undefined) return <span className="text-muted">null</span>
  if (typeof value === 'string') return <span className="untrusted break-all font-mono">{displayText(value, 2000)}</span>
  return <Block text={displayText(jsonText(value), 20_000)} label={label} />
}
