import { useId, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { findRpcChain, RPC_CHAINS } from '@/chains'
import { customEndpointProblem } from '@/lib/rpc-endpoint'
import { EndpointFieldset, type EndpointDraft } from './EndpointFieldset'
import { Field } from './Field'
import type { LookupSearch } from '@/deep-links/lookup-search'
import { useEndpointChoice } from '@/lib/use-endpoint-choice'
import { blockHashProblem } from '@/lib/values/block-hash'
import { blockIndexProblem } from '@/lib/values/block-index'

/** The provider has sunset some chains' RPC nodes (src/chains.ts): a lookup there could only fail. */
const SERVED_RPC_CHAINS = RPC_CHAINS.filter((chain) => !chain.retiredOn)

interface Props {
  initial: LookupSearch
}

interface Problems {
  blockHash: string | null
  index: string | null
  endpoint: string | null
}

const NO_PROBLEMS: Problems = { blockHash: null, index: null, endpoint: null }

/** Chain, block hash and index lead to a shareable link; the endpoint choice stays in this browser. */
export function RpcLookupForm({ initial }: Props) {
  const id = useId()
  const navigate = useNavigate()
  const [stored, saveEndpoint] = useEndpointChoice()
  const [chain, setChain] = useState(() => findRpcChain(initial.chain ?? '')?.rpcName ?? 'eth')
  const [blockHash, setBlockHash] = useState(initial.blockHash ?? '')
  const [index, setIndex] = useState(initial.index ?? '0')
  const [endpoint, setEndpoint] = useState<EndpointDraft>({ use: stored.use, customUrl: stored.customUrl ?? '' })
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS)
  const inputClass = 'w-full rounded-md border border-line bg-surface px-2 py-1.5 font-mono text-sm'

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found: Problems = {
      blockHash: blockHashProblem(blockHash),
      index: blockIndexProblem(index),
      endpoint: endpoint.use === 'custom' ? customEndpointProblem(endpoint.customUrl, window.location.protocol) : null,
    }
    setProblems(found)
    const firstInvalid = found.blockHash ? `${id}-block` : found.index ? `${id}-index` : found.endpoint ? `${id}-url` : null
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus()
      return
    }
    saveEndpoint({ use: endpoint.use, customUrl: endpoint.customUrl.trim() || stored.customUrl })
    void navigate({ to: '/rpc/$chain/block/$blockHash/tx/$index', params: { chain, blockHash: blockHash.trim(), index: index.trim() } })
  }

  return (
    <form
      aria-label="Look up a transaction by block hash and index"
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-line bg-raised p-4"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,8rem)]">
        <Field id={`${id}-chain`} label="Chain" error={null}>
          {() => (
            <select
              id={`${id}-chain`}
              value={chain}
              onChange={(event) => setChain(event.target.value)}
              className="w-full rounded-md border border-line bg-surface px-2 py-1.5 text-sm"
            >
              {SERVED_RPC_CHAINS.map((option) => (
                <option key={option.rpcName} value={option.rpcName}>
                  {option.label} ({option.rpcName})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-block`} label="Block hash" error={problems.blockHash}>
          {(describedBy) => (
            <input
              id={`${id}-block`}
              value={blockHash}
              onChange={(event) => setBlockHash(event.target.value)}
              placeholder="0x… (64 hex digits)"
              spellCheck={false}
              autoComplete="off"
              aria-invalid={problems.blockHash ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={`${id}-index`} label="Index" error={problems.index} hint="Decimal or 0x hex">
          {(describedBy) => (
            <input
              id={`${id}-index`}
              value={index}
              onChange={(event) => setIndex(event.target.value)}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={problems.index ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <EndpointFieldset id={id} draft={endpoint} error={problems.endpoint} onChange={setEndpoint} />
      <button type="submit" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-fg">
        Look up
      </button>
    </form>
  )
}
