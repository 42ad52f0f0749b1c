import { encodeFunctionData, erc20Abi, pad, parseAbi, parseEther, parseUnits, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { wrappedNativeAbi } from '../standard-events'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Wormhole's token bridge (Portal) and core bridge, as @wormhole-foundation/sdk-evm-tokenbridge and -core ship them. */
const portal = parseAbi([
  'function transferTokens(address token, uint256 amount, uint16 recipientChain, bytes32 recipient, uint256 arbiterFee, uint32 nonce) payable returns (uint64 sequence)',
  'function wrapAndTransferETH(uint16 recipientChain, bytes32 recipient, uint256 arbiterFee, uint32 nonce) payable returns (uint64 sequence)',
])
const core = parseAbi(['event LogMessagePublished(address indexed sender, uint64 sequence, uint32 nonce, bytes payload, uint8 consistencyLevel)'])
const { alice, bob, unlisted } = PEOPLE
const SOLANA = 1
const BSC = 4
const BASE = 30
const THOUSAND_USDC = parseUnits('1000', 6)
/** 1,000 DAI and the dust under Wormhole's eight decimals, which stays with the sender */
const DAI_NAMED = parseUnits('1000.0000000012345678', 18)
const DAI_TAKEN = parseUnits('1000', 18)
const HALF_ETH = parseEther('0.5')

const transferTokens = (token: `0x${string}`, amount: bigint, chain: number) =>
  encodeFunctionData({ abi: portal, functionName: 'transferTokens', args: [token, amount, chain, pad(alice), 0n, 6_350_000] })
const wrapAndTransfer = (chain: number) => encodeFunctionData({ abi: portal, functionName: 'wrapAndTransferETH', args: [chain, pad(alice), 0n, 6_350_000] })
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const published = (emitter: string, sender: string) =>
  emit(emitter, core, 'LogMessagePublished', { sender, sequence: 87_585n, nonce: 6_350_000, payload: '0x01', consistencyLevel: 1 })

export const wormholeTransferCases: StoryCases = (listed) => {
  const tokenBridge = listed({ role: 'wormhole-token-bridge' })
  const coreBridge = listed({ role: 'wormhole-core-bridge' })
  return {
    kind: 'wormhole-transfer',
    abis: [
      { source: '@wormhole-foundation/sdk-evm-tokenbridge/dist/esm/ethers-contracts/factories/Bridge__factory.js#Bridge__factory.abi', abi: portal },
      { source: '@wormhole-foundation/sdk-evm-core/dist/esm/ethers-contracts/factories/Implementation__factory.js#Implementation__factory.abi', abi: core },
      { source: 'viem erc20Abi', abi: erc20Abi },
    ],
    cases: [
      {
        name: 'USDC sent through Wormhole’s token bridge to Solana',
        tx: {
          from: alice,
          to: tokenBridge,
          input: transferTokens(TOKENS.usdc, THOUSAND_USDC, SOLANA),
          logs: [transfer(TOKENS.usdc, alice, tokenBridge, THOUSAND_USDC), published(coreBridge, tokenBridge)],
        },
        line: 'Bridged 1,000 USDC to Solana',
        e2e: true,
      },
      {
        name: 'DAI sent to BNB Smart Chain, the dust below eight decimals left with the sender',
        tx: {
          from: alice,
          to: tokenBridge,
          input: transferTokens(TOKENS.dai, DAI_NAMED, BSC),
          logs: [transfer(TOKENS.dai, alice, tokenBridge, DAI_TAKEN), published(coreBridge, tokenBridge)],
        },
        line: 'Bridged 1,000 DAI to BNB Smart Chain',
      },
      {
        name: 'a token the bridge had wrapped, burned on its way back',
        tx: {
          from: alice,
          to: tokenBridge,
          input: transferTokens(unlisted, 250n, SOLANA),
          logs: [transfer(unlisted, alice, zeroAddress, 250n), published(coreBridge, tokenBridge)],
        },
        line: 'Bridged 250 raw units of 0x7e57…c0de to Solana',
      },
      {
        name: 'ETH wrapped by the bridge and sent to Base',
        tx: {
          from: alice,
          to: tokenBridge,
          value: HALF_ETH,
          input: wrapAndTransfer(BASE),
          logs: [emit(TOKENS.weth, wrappedNativeAbi, 'Deposit', { dst: tokenBridge, wad: HALF_ETH }), published(coreBridge, tokenBridge)],
          internal: [{ from: tokenBridge, to: TOKENS.weth, value: HALF_ETH }],
        },
        line: 'Bridged 0.5 ETH to Base',
      },
      {
        name: 'a chain id the list does not name',
        tx: {
          from: alice,
          to: tokenBridge,
          input: transferTokens(TOKENS.usdc, THOUSAND_USDC, 9_999),
          logs: [transfer(TOKENS.usdc, alice, tokenBridge, THOUSAND_USDC), published(coreBridge, tokenBridge)],
        },
        line: 'Bridged 1,000 USDC through Wormhole',
      },
      {
        name: 'a look-alike: the same calls and event on a contract no list names',
        tx: {
          from: alice,
          to: unlisted,
          input: transferTokens(TOKENS.usdc, THOUSAND_USDC, SOLANA),
          logs: [transfer(TOKENS.usdc, alice, unlisted, THOUSAND_USDC), published(bob, unlisted)],
        },
        line: 'Sent 1,000 USDC to 0x7e57…c0de',
      },
      {
        name: 'a look-alike: the bridge took half of what the call names',
        tx: {
          from: alice,
          to: tokenBridge,
          input: transferTokens(TOKENS.usdc, THOUSAND_USDC, SOLANA),
          logs: [transfer(TOKENS.usdc, alice, tokenBridge, THOUSAND_USDC / 2n), published(coreBridge, tokenBridge)],
        },
        line: 'Sent 500 USDC to Wormhole: Token Bridge',
      },
      {
        name: 'a look-alike: no message published by the core bridge',
        tx: {
          from: alice,
          to: tokenBridge,
          input: transferTokens(TOKENS.usdc, THOUSAND_USDC, SOLANA),
          logs: [transfer(TOKENS.usdc, alice, tokenBridge, THOUSAND_USDC)],
        },
        line: 'Sent 1,000 USDC to 0x3ee1…a585',
      },
    ],
  }
}
