import { parseAbi } from 'viem'

/** WETH9's events, as @uniswap/v2-periphery publishes WETH9: the coin wrapped (`Deposit`) and unwrapped (`Withdrawal`). */
export const weth9Events = parseAbi(['event Deposit(address indexed dst, uint256 wad)', 'event Withdrawal(address indexed src, uint256 wad)'])
