import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/solana/$network/token/$address/pairs')({
  component: () => <p>Not built yet.</p>,
})
