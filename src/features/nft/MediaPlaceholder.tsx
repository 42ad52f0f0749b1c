export type PlaceholderReason = 'failed' | 'none' | 'unsafe' | 'pending'

const MESSAGES: Record<PlaceholderReason, string> = {
  failed: 'The media could not be loaded.',
  none: 'This token has no image or animation.',
  unsafe: 'The media address is not a web or IPFS address, so it is not loaded.',
  pending: 'No media yet: the token is being indexed.',
}

export function MediaPlaceholder({ reason }: { reason: PlaceholderReason }) {
  return (
    <div
      role="img"
      aria-label={MESSAGES[reason]}
      className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-line bg-sunken p-6 text-center"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-muted" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M3 16l5-5 4 4 3-3 6 6" />
        <circle cx="15.5" cy="8.5" r="1.5" />
      </svg>
      <p className="text-sm text-muted">{MESSAGES[reason]}</p>
    </div>
  )
}
