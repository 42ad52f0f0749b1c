import { isHex, type Address, type Hex } from 'viem'

/** The ERC20 calls a reader meets most; their selectors are shared with ERC721's transferFrom and approve. */
export type TokenCall =
  | { name: 'transfer'; to: Address; amount: bigint }
  | { name: 'transferFrom'; from: Address; to: Address; amount: bigint }
  | { name: 'approve'; spender: Address; amount: bigint }

export interface InputData {
  /** the 4-byte function selector, or null when the input is not a call (empty, or not hex) */
  selector: Hex | null
  /** the decoded call when the selector and arguments are ERC20 transfer, transferFrom or approve */
  call: TokenCall | null
}

/**
 * The selectors of the ERC20 calls, written out so the page needs no hashing to find them
 * (decode-input.test.ts checks them against viem's erc20Abi).
 */
export const TOKEN_CALL_SELECTORS = { '0xa9059cbb': 'transfer', '0x23b872dd': 'transferFrom', '0x095ea7b3': 'approve' } as const

/**
 * The arguments of these three calls are static: one 32-byte word each, nothing after them. Reading the words
 * directly keeps an ABI codec out of the views that share this (the RPC lookup); the signature index's decoder,
 * loaded later, uses viem's.
 */
function staticWords(data: Hex, count: number): Hex[] | null {
  const body = data.slice(10)
  if (body.length !== count * 64) return null
  return Array.from({ length: count }, (_, index) => `0x${body.slice(index * 64, index * 64 + 64)}` as Hex)
}

/** An address word, only when its first 12 bytes are zero as the ABI requires. */
const addressIn = (word: Hex): Address | null => (word.startsWith('0x000000000000000000000000') ? (`0x${word.slice(26)}` as Address) : null)

/** Splits call data into its selector and, for the ERC20 calls, its arguments when they are exactly well formed. */
export function decodeInput(input: string | null): InputData {
  if (!input || !isHex(input, { strict: true }) || input.length < 10) return { selector: null, call: null }
  const data = input.toLowerCase() as Hex
  const selector = data.slice(0, 10) as Hex
  const name = TOKEN_CALL_SELECTORS[selector as keyof typeof TOKEN_CALL_SELECTORS]
  const words = name ? staticWords(data, name === 'transferFrom' ? 3 : 2) : null
  const addresses = words?.slice(0, -1).map(addressIn)
  if (!name || !words || !addresses || addresses.some((address) => address === null)) return { selector, call: null }
  const [first, second] = addresses as Address[]
  const amount = BigInt(words[words.length - 1]!)
  switch (name) {
    case 'transfer':
      return { selector, call: { name, to: first!, amount } }
    case 'transferFrom':
      return { selector, call: { name, from: first!, to: second!, amount } }
    case 'approve':
      return { selector, call: { name, spender: first!, amount } }
  }
}

// Not viem's maxUint256: its module computes every intN and uintN bound, 2.5 KB the page would carry for one number.
const MAX_UINT256 = 2n ** 256n - 1n

/** An approval of 2^256 − 1, which wallets use to mean "no limit". */
export function isUnlimitedAmount(amount: bigint): boolean {
  return amount === MAX_UINT256
}

/** The number of bytes in hex data ("0x" is zero bytes). */
export function hexByteLength(data: string | null): number {
  if (!data) return 0
  return Math.floor(data.replace(/^0x/i, '').length / 2)
}
