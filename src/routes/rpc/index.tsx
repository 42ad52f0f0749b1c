import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/rpc/')({
  component: () => <p>Not built yet.</p>,
})
