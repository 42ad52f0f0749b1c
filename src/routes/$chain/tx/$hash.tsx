import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/$chain/tx/$hash')({
  component: () => <p>Not built yet.</p>,
})
