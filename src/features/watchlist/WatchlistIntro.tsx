/** The watchlist's heading and what it is, the same before and after the watchlist has loaded. */
export function WatchlistIntro({ empty }: { empty: boolean }) {
  return (
    <div>
      <h2 id="watchlist-heading" className="text-lg font-semibold">
        Watchlist
      </h2>
      <p className="text-sm text-muted">
        {empty
          ? 'Nothing watched yet. Press Watch on a token, wallet, NFT, collection, transaction or Solana token to keep it here.'
          : 'Kept in this browser only: no account, nothing sent anywhere. Export it to take it to another browser.'}
      </p>
    </div>
  )
}
