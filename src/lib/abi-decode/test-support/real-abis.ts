// The published ABIs the tests encode their cases with, from the same pinned packages the index is built from.
import type { Abi } from 'viem'
import pool from '@aave/core-v3/artifacts/contracts/interfaces/IPool.sol/IPool.json'
import erc1155 from '@openzeppelin/contracts/build/contracts/ERC1155.json'
import erc20Errors from '@openzeppelin/contracts/build/contracts/IERC20Errors.json'
import { SeaportABI } from '@opensea/seaport-js/lib/abi/Seaport'
import safe from '@safe-global/safe-deployments/dist/assets/v1.4.1/safe.json'
import universalRouter from '@uniswap/universal-router/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json'
import v2Router from '@uniswap/v2-periphery/build/IUniswapV2Router02.json'
import weth9 from '@uniswap/v2-periphery/build/WETH9.json'
import v3Pool from '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'
import swapRouter from '@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json'
import swapRouter02 from '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json'

export const ABIS = {
  aavePool: pool.abi as Abi,
  erc1155: erc1155.abi as Abi,
  erc20Errors: erc20Errors.abi as Abi,
  seaport: SeaportABI as Abi,
  safe: safe.abi as Abi,
  universalRouter: universalRouter.abi as Abi,
  v2Router: v2Router.abi as Abi,
  weth9: weth9.abi as Abi,
  v3Pool: v3Pool.abi as Abi,
  v3SwapRouter: swapRouter.abi as Abi,
  swapRouter02: swapRouter02.abi as Abi,
}

export const ADDRESSES = {
  wallet: '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b',
  friend: '0x2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a10',
  weth: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  usdc: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  dai: '0x6b175474e89094c44da98b954eedeac495271d0f',
  v3Router: '0xe592427a0aece92de3edee1f18e0157c05861564',
  multicall3: '0xca11bde05977b3631167028862be2a173976ca11',
  bayc: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d',
} as const
