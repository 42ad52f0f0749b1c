import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/market/top-movers')({
  component: () => <p>Not built yet.</p>,
})
