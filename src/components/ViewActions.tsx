import type { ReactNode } from 'react'

/** The row of actions under a view's heading (Watch, Export CSV); wraps on a narrow screen. */
export function ViewActions({ children }: { children: ReactNode }) {
  return <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">{children}</div>
}
