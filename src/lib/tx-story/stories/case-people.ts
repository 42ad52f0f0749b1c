/** The people and tokens the story cases use: mainnet tokens the fixture API knows, and made-up accounts. Protocol contracts come from the knowledge, by role (`listed` in each table). */
export const TOKENS = {
  usdc: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  dai: '0x6b175474e89094c44da98b954eedeac495271d0f',
  weth: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  usdt: '0xdac17f958d2ee523a2206206994597c13d831ec7',
} as const satisfies Record<string, `0x${string}`>

export const PEOPLE = {
  alice: '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b',
  bob: '0x2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a10',
  carol: '0x4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c',
  dave: '0x1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f',
  erin: '0x9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c',
  /** an account that sends for others: a bundler, a relayer, a solver */
  relayer: '0x6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9b8c7d',
  /** a Safe proxy, a smart account, a bot contract: accounts that hold assets and act through calls */
  safe: '0x5afe5afe00c0ffee00c0ffee00c0ffee00c05afe',
  smartAccount: '0xacc0acc0acc0acc0acc0acc0acc0acc0acc0acc0',
  secondAccount: '0xacc1acc1acc1acc1acc1acc1acc1acc1acc1acc1',
  bot: '0xb07b07b07b07b07b07b07b07b07b07b07b07b07b',
  /** a contract no published list names */
  unlisted: '0x7e577e577e577e577e577e577e577e577e57c0de',
} as const satisfies Record<string, `0x${string}`>
