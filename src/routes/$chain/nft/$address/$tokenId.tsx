import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/$chain/nft/$address/$tokenId')({
  component: () => <p>Not built yet.</p>,
})
