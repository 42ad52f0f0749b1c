/** A true/false search param; absent takes the view's default, anything but true or false is a problem. */
export function readBooleanParam(name: string, value: string | undefined, fallback: boolean): { value: boolean; problem: string | null } {
  if (value === undefined || value === '') return { value: fallback, problem: null }
  const normalized = value.trim().toLowerCase()
  if (normalized === 'true' || normalized === 'false') return { value: normalized === 'true', problem: null }
  return { value: fallback, problem: `${name} must be true or false, not “${value.slice(0, 60)}”` }
}
