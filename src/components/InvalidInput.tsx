import { Link } from '@tanstack/react-router'

interface Props {
  problems: string[]
}

/** Shown instead of a page when its URL cannot be asked of the API; nothing is requested. */
export function InvalidInput({ problems }: Props) {
  return (
    <div role="alert" className="rounded-lg border border-warn/50 bg-raised p-4">
      <p className="font-semibold text-warn">This link cannot be looked up</p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {problems.map((problem) => (
          <li key={problem} className="untrusted">
            {problem}
          </li>
        ))}
      </ul>
      <Link to="/" className="mt-3 inline-block text-sm text-accent hover:underline">
        Back to the home page
      </Link>
    </div>
  )
}
