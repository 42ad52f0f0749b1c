import { Link, type LinkOptions } from '@tanstack/react-router'
import { EXAMPLES } from '@/examples'

interface Props {
  chain: string
}

export function navItems(chain: string): { label: string; link: LinkOptions }[] {
  return [
    { label: 'Token transfers', link: { to: '/$chain/token/$address', params: { chain, address: EXAMPLES.token.address } } },
    { label: 'Wallet NFTs', link: { to: '/$chain/wallet/$address/nft-transfers', params: { chain, address: EXAMPLES.wallet.address } } },
    { label: 'NFT', link: { to: '/$chain/nft/$address/$tokenId', params: { chain, address: EXAMPLES.nft.address, tokenId: EXAMPLES.nft.tokenId } } },
    { label: 'Collection', link: { to: '/$chain/collection/$address', params: { chain, address: EXAMPLES.collection.address } } },
    { label: 'Transaction', link: { to: '/$chain/tx/$hash', params: { chain, hash: EXAMPLES.transaction.hash } } },
    { label: 'Top movers', link: { to: '/market/top-movers' } },
    { label: 'Solana pairs', link: { to: '/solana/$network/token/$address/pairs', params: EXAMPLES.solanaToken } },
    { label: 'RPC lookup', link: { to: '/rpc' } },
  ]
}

export function NavLinks({ chain }: Props) {
  return (
    <nav aria-label="Views" className="mx-auto max-w-7xl overflow-x-auto px-4">
      <ul className="flex gap-1 pb-2 text-sm">
        {navItems(chain).map((item) => (
          <li key={item.label}>
            <Link
              {...item.link}
              className="block whitespace-nowrap rounded-md px-2.5 py-1 text-muted hover:bg-sunken hover:text-fg"
              activeProps={{ className: 'bg-sunken text-fg' }}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li className="ml-auto">
          <Link
            to="/settings"
            className="block whitespace-nowrap rounded-md px-2.5 py-1 text-muted hover:bg-sunken hover:text-fg"
            activeProps={{ className: 'bg-sunken text-fg' }}
          >
            Settings
          </Link>
        </li>
      </ul>
    </nav>
  )
}
