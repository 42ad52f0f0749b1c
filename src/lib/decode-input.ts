import { decodeFunctionData, erc20Abi, isHex, maxUint256, type Address, type Hex } from 'viem'

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

const lower = (address: Address) => address.toLowerCase() as Address

/** Splits call data into its selector and, for the ERC20 calls, its arguments (decoded by viem from erc20Abi). */
export function decodeInput(input: string | null): InputData {
  if (!input || !isHex(input, { strict: true }) || input.length < 10) return { selector: null, call: null }
  const data = input.toLowerCase() as Hex
  const selector = data.slice(0, 10) as Hex
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data })
    switch (decoded.functionName) {
      case 'transfer':
        return { selector, call: { name: 'transfer', to: lower(decoded.args[0]), amount: decoded.args[1] } }
      case 'transferFrom':
        return { selector, call: { name: 'transferFrom', from: lower(decoded.args[0]), to: lower(decoded.args[1]), amount: decoded.args[2] } }
      case 'approve':
        return { selector, call: { name: 'approve', spender: lower(decoded.args[0]), amount: decoded.args[1] } }
      default:
        return { selector, call: null }
    }
  } catch {
    return { selector, call: null }
  }
}

/** An approval of 2^256 − 1, which wallets use to mean "no limit". */
export function isUnlimitedAmount(amount: bigint): boolean {
  return amount === maxUint256
}

/** The number of bytes in hex data ("0x" is zero bytes). */
export function hexByteLength(data: string | null): number {
  if (!data) return 0
  return Math.floor(data.replace(/^0x/i, '').length / 2)
}
