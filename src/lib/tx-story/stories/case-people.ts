/** The people and tokens the story cases use: mainnet tokens the fixture API knows, and made-up accounts. */
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

/** Mainnet contracts, at the addresses their deployers published (checked against the knowledge in the tests). */
export const CONTRACTS = {
  aaveV3Pool: '0x87870bca3f3fd6335c3f4ce8392d69350b4fa4e2',
  aEthUsdc: '0x98c23e9d8f34fefb1b7bd6a91b7ff122f4e16f5c',
  variableDebtEthDai: '0xcf8d0c70c850859266f5c338b38f9d663181c314',
  aEthDai: '0x018008bfb33d285247a21d44e50697654f754e63',
  compoundV2Eth: '0x4ddc2d193948926d02f9b1fe9e1daa0718270ed5',
  compoundV2Dai: '0x5d3a536e4d6dbd6114cc1ead35777bab948e3643',
  compoundV3Usdc: '0xc3d688b66703497daa19211eedff47f25384cdc3',
  basePortal: '0x49048044d57e1c92a77f79988d21fa8faf74e97e',
  opStandardBridge: '0x99c9fc46f92e8a1c0dec1b1747d010903e884be1',
  arbitrumInbox: '0x4dbd4fc535ac27206064b68ffcf827b0a60bab3f',
  cctpTokenMessengerV1: '0xbd3fa81b58ba92a82136038b25adec7066af3155',
  cctpTokenMessengerV2: '0x28b5a0e9c621a5badaa536219b3a228c8168cf5d',
  entryPoint06: '0x5ff137d4b0fdcd49dca30c7cf57e578a026d2789',
  safeProxyFactory130: '0xa6b71e26c5e0845f74c812102ca7114b6a896ab2',
  safeSingleton130: '0xd9db270c1b5e3bd161e8c8503c55ceabee709552',
} as const satisfies Record<string, `0x${string}`>
