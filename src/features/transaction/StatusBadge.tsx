interface Props {
  /** receipt_status: "1" success, "0" failed; null before Byzantium, when receipts carried a state root */
  status: string | null
}

export function StatusBadge({ status }: Props) {
  if (status === '1') return <span className="rounded bg-gain/10 px-2 py-0.5 text-sm font-medium text-gain">Success</span>
  if (status === '0') return <span className="rounded bg-danger/10 px-2 py-0.5 text-sm font-medium text-danger">Failed</span>
  return <span className="rounded bg-sunken px-2 py-0.5 text-sm font-medium text-muted">Status not recorded</span>
}
