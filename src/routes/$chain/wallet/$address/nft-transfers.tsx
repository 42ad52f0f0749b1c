import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/$chain/wallet/$address/nft-transfers')({
  component: () => <p>Not built yet.</p>,
})
