import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/$chain/collection/$address')({
  component: () => <p>Not built yet.</p>,
})
