import { Link } from '@tanstack/react-router'
import { shortenHex } from '@/lib/format'
import { CopyButton } from './CopyButton'

interface Props {
  /** the URL slug of the chain the link opens on */
  chainSlug: string
  hash: string
  full?: boolean
}

export function TxHashLink({ chainSlug, hash, full = false }: Props) {
  return (
    <span className="inline-flex items-center gap-1">
      <Link to="/$chain/tx/$hash" params={{ chain: chainSlug, hash }} title={hash} className="whitespace-nowrap font-mono text-accent hover:underline">
        {full ? hash : shortenHex(hash, 10, 6)}
      </Link>
      <CopyButton value={hash} label="Copy transaction hash" />
    </span>
  )
}
