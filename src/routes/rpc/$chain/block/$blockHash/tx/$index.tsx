import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/rpc/$chain/block/$blockHash/tx/$index')({
  component: () => <p>Not built yet.</p>,
})
