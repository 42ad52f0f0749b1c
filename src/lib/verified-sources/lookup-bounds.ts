/** What one transaction's view may ask of Sourcify, at most: a public service deserves a gentle client. */
export const LOOKUP_BOUNDS = {
  /** contracts in view (the called one first, then unknown internal calls' and logs' contracts) */
  contracts: 3,
  /** implementations of proxies among them */
  implementations: 2,
  /** signature lookups, each a batch of selectors and topics */
  signatureBatches: 2,
  /** selectors and topics in one batch */
  batchSize: 20,
  /** how long one lookup may take before the page gives up on it */
  timeoutMs: 4_000,
} as const
