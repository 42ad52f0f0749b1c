import { ApiError } from '@/api/errors'

export interface ErrorDescription {
  title: string
  detail: string | null
  /** whether trying again could help */
  retryable: boolean
}

/** Chromium, Firefox and Safari words for a view's code that did not download (offline, or a new deploy). */
const CODE_DOWNLOAD_FAILED = /dynamically imported module|Importing a module script failed/i

/** Whether the error is a view's code that did not download, rather than a failure of the data service. */
export function isCodeDownloadFailure(error: unknown): boolean {
  return error instanceof Error && CODE_DOWNLOAD_FAILED.test(error.message)
}

/** Plain words for what went wrong and whether a retry could help. */
export function describeError(error: unknown): ErrorDescription {
  if (isCodeDownloadFailure(error)) {
    return { title: 'This view could not be downloaded', detail: 'Check your connection: it loads by itself when the connection is back.', retryable: true }
  }
  if (!(error instanceof ApiError)) {
    return { title: 'Something went wrong while showing this page', detail: error instanceof Error ? error.message : null, retryable: true }
  }
  const serviceSaid = [error.message, ...error.details].join(' · ')
  switch (error.kind) {
    case 'network':
      return { title: 'The data service could not be reached', detail: 'Check your connection, then try again.', retryable: true }
    case 'timeout':
      return { title: 'The data service did not answer in time', detail: null, retryable: true }
    case 'malformed':
      return { title: 'The data service sent a response that is not JSON', detail: null, retryable: true }
    case 'shape':
      return { title: 'Unexpected response from the data service', detail: error.details.join('; ') || null, retryable: true }
    case 'rpc':
      return { title: `The node returned JSON-RPC error ${error.rpcCode ?? ''}`.trim(), detail: error.message, retryable: false }
    case 'http':
      return describeStatus(error.status ?? 0, serviceSaid)
  }
}

function describeStatus(status: number, serviceSaid: string): ErrorDescription {
  const detail = `The service said: “${serviceSaid}” (HTTP ${status})`
  if (status === 400) return { title: 'The data service rejected the request', detail, retryable: false }
  if (status === 401) return { title: 'The API key was rejected', detail, retryable: false }
  if (status === 403) return { title: 'This API key may not use this data', detail, retryable: false }
  if (status === 404) return { title: 'Not found', detail, retryable: false }
  if (status === 429) return { title: 'Rate limited by the data service', detail, retryable: true }
  if (status >= 500) return { title: 'The data service failed', detail, retryable: true }
  return { title: `The data service answered HTTP ${status}`, detail, retryable: true }
}
