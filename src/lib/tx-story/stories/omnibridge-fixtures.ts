import { concat, encodeFunctionData, erc20Abi, numberToHex, slice, toHex, type Hex } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type CaseTx, type StoryCaseTable } from './case-fixture'
import { TOKENS } from './case-people'

/** Gnosis Chain's OmniBridge: its mediators and AMBs on Ethereum (foreign) and on Gnosis Chain (home). */
const OMNIBRIDGE = {
  foreignMediator: '0x88ad09518695c6c3712ac10a214be5109a655671',
  homeMediator: '0xf6a78083ca3e2a662d6dd1703c939c8ace2e268d',
  foreignAmb: '0x4c36d2919e407f0cc2ee3c993ccf8ac26d9ce64e',
} as const

const mediator = verifiedAbi('Gnosis Chain OmniBridge (ForeignOmnibridge)')
const foreignAmb = verifiedAbi('Gnosis Chain AMB (ForeignAMB)')

export const OMNIBRIDGE_ABIS: StoryCaseTable['abis'] = [
  { source: 'verified: Gnosis Chain OmniBridge (ForeignOmnibridge)', abi: mediator },
  { source: 'verified: Gnosis Chain AMB (ForeignAMB)', abi: foreignAmb },
]

export const OMNIBRIDGED_USDC = 500_000_000n
const ETHEREUM = 1n
const GNOSIS = 100n

/** A message id as the AMB makes them: its version, the bridge's id and a nonce. */
const messageId = (nonce: number): Hex => concat(['0x00050000', slice(storyHash('an AMB bridge id'), 0, 20), numberToHex(nonce, { size: 8 })])

interface Message {
  id: Hex
  from: bigint
  to: bigint
  /** the call the mediator on the other side makes */
  data: Hex
}

/** The AMB's message as its ArbitraryMessage library packs it: id, sender, executor, gas limit, chain ids, data. */
function packed({ id, from, to, data }: Message): Hex {
  const [sender, executor] = from === ETHEREUM ? [OMNIBRIDGE.foreignMediator, OMNIBRIDGE.homeMediator] : [OMNIBRIDGE.homeMediator, OMNIBRIDGE.foreignMediator]
  const [source, destination] = [chainIdBytes(from), chainIdBytes(to)]
  return concat([id, sender, executor, numberToHex(600_000, { size: 4 }), lengthOf(source), lengthOf(destination), '0x80', source, destination, data])
}

/** A chain id in as few bytes as it takes, as the AMB packs it, and that length as one byte. */
const chainIdBytes = (chainId: bigint): Hex => numberToHex(chainId, { size: Math.max(1, Math.ceil(chainId.toString(16).length / 2)) })
const lengthOf = (bytes: Hex) => numberToHex((bytes.length - 2) / 2, { size: 1 })

interface Crossing {
  from: `0x${string}`
  /** what the AMB's message says, where it differs from the crossing */
  message?: { id?: Hex; to?: bigint }
  /** who the mediator's event names as the sender */
  sender?: `0x${string}`
}

/** USDC sent from Ethereum to Gnosis Chain through the OmniBridge's mediator, locked there. */
export function usdcToGnosis({ from, message = {}, sender = from }: Crossing): CaseTx {
  const id = messageId(7)
  const data = encodeFunctionData({ abi: mediator, functionName: 'handleBridgedTokens', args: [TOKENS.usdc, from, OMNIBRIDGED_USDC] })
  return {
    from,
    to: OMNIBRIDGE.foreignMediator,
    input: encodeFunctionData({ abi: mediator, functionName: 'relayTokens', args: [TOKENS.usdc, from, OMNIBRIDGED_USDC] }),
    logs: [
      emit(TOKENS.usdc, erc20Abi, 'Transfer', { from, to: OMNIBRIDGE.foreignMediator, value: OMNIBRIDGED_USDC }),
      emit(OMNIBRIDGE.foreignAmb, foreignAmb, 'UserRequestForAffirmation', {
        messageId: message.id ?? id,
        encodedData: packed({ id: message.id ?? id, from: ETHEREUM, to: message.to ?? GNOSIS, data }),
      }),
      emit(OMNIBRIDGE.foreignMediator, mediator, 'TokensBridgingInitiated', { token: TOKENS.usdc, sender, value: OMNIBRIDGED_USDC, messageId: id }),
    ],
  }
}

/** USDC bridged back from Gnosis Chain, claimed on Ethereum with the validators' signatures: the mediator pays it out. */
export function usdcFromGnosis({ from, executed = true }: { from: `0x${string}`; executed?: boolean }): CaseTx {
  const id = messageId(8)
  const data = encodeFunctionData({ abi: mediator, functionName: 'handleNativeTokens', args: [TOKENS.usdc, from, OMNIBRIDGED_USDC] })
  return {
    from,
    to: OMNIBRIDGE.foreignAmb,
    input: encodeFunctionData({
      abi: foreignAmb,
      functionName: 'safeExecuteSignaturesWithAutoGasLimit',
      args: [packed({ id, from: GNOSIS, to: ETHEREUM, data }), toHex('the validators’ signatures')],
    }),
    logs: [
      emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: OMNIBRIDGE.foreignMediator, to: from, value: OMNIBRIDGED_USDC }),
      emit(OMNIBRIDGE.foreignMediator, mediator, 'TokensBridged', { token: TOKENS.usdc, recipient: from, value: OMNIBRIDGED_USDC, messageId: id }),
      emit(OMNIBRIDGE.foreignAmb, foreignAmb, 'RelayedMessage', {
        sender: OMNIBRIDGE.homeMediator,
        executor: OMNIBRIDGE.foreignMediator,
        messageId: id,
        status: executed,
      }),
    ],
  }
}

export const OTHER_MESSAGE = messageId(9)
