// A script that failed to download stays failed for the page's lifetime: the browser keeps the failure in its module
// map, for the chunk and each module it imports, so importing it again fails without a request. Only a new page loads
// it, so a view whose code is missing reloads once the server answers again.

const RELOADED_KEY = 'chainview:reloaded-for-code'
/** Within this long of a reload for the same address, a mount does not reload again: a chunk missing for good. */
const RELOAD_QUIET_MS = 30_000

function reloadedRecently(): boolean {
  try {
    const [path, at] = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') ?? []
    return path === window.location.pathname && Date.now() - Number(at) < RELOAD_QUIET_MS
  } catch {
    return false
  }
}

function noteReload(): void {
  try {
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify([window.location.pathname, Date.now()]))
  } catch {
    // Storage refused: the reload still happens, only the loop guard is lost for this one.
  }
}

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })).ok
  } catch {
    return false
  }
}

interface ReloadChoice {
  /** a reload the reader did not ask for (not Retry, not the connection coming back): at most one per address */
  unasked: boolean
  reload?: () => void
}

/**
 * Reloads the page when the server answers; resolves false when it does not (still offline) or, for a reload the
 * reader did not ask for, when this address was reloaded for its code moments ago.
 */
export async function reloadForCode({ unasked, reload = () => window.location.reload() }: ReloadChoice): Promise<boolean> {
  if (unasked && reloadedRecently()) return false
  if (!(await serverAnswers())) return false
  noteReload()
  reload()
  return true
}
