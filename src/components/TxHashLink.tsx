import { Link } from '@tanstack/react-router'
import { shortenHex } from '@/lib/format'
import { CopyButton } from './CopyButton'

interface Props {
  chain: string
  hash: string
  full?: boolean
}

export function TxHashLink({ chain, hash, full = false }: Props) {
  return (
    <span className="inline-flex items-center gap-1">
      <Link to="/$chain/tx/$hash" params={{ chain, hash }} title={hash} className="whitespace-nowrap font-mono text-accent hover:underline">
        {full ? hash : shortenHex(hash, 10, 6)}
      </Link>
      <CopyButton value={hash} label="Copy transaction hash" />
    </span>
  )
}
