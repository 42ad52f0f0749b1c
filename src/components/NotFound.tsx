import { Link } from '@tanstack/react-router'

export function NotFound() {
  return (
    <div className="rounded-lg border border-line bg-raised p-6">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-muted">Chainview has no view at this address.</p>
      <Link to="/" className="mt-3 inline-block text-accent hover:underline">
        Go to the home page
      </Link>
    </div>
  )
}
