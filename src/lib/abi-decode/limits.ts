/** How far the decoder goes before it stops and says so; each limit fails closed to the raw data. */
export const DECODE_LIMITS = {
  /** calldata, log data or revert data longer than this is shown raw */
  maxDataBytes: 128 * 1024,
  /** calls inside calls (a Safe's call inside a multicall inside a router): deeper ones stay bytes */
  maxCallDepth: 4,
  /** nested calls tried in one transaction, so a bytes[] of thousands of entries cannot load every shard */
  maxNestedCalls: 64,
  /** elements of one array kept for display; the rest are counted */
  maxArrayItems: 100,
} as const
