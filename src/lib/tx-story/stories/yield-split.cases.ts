import { erc20Abi, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const router = verifiedAbi('Pendle RouterV4')
const { alice, bob } = PEOPLE
const ROUTER = '0x888888888889758f76e7103c6cbf23abbf58f946'
const SY = '0x5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e'
const PT = '0x9797979797979797979797979797979797979797'
const YT = '0x7171717171717171717171717171717171717171'
const AMOUNT = 12_500_000_000_000_000_000_000n
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const minted = (receiver: string, netPyOut: bigint) =>
  emit(ROUTER, router, 'MintPyFromToken', { caller: alice, tokenIn: TOKENS.dai, YT, receiver, netTokenIn: AMOUNT, netPyOut, netSyInterm: AMOUNT })
const paidIn = [transfer(TOKENS.dai, alice, ROUTER, AMOUNT), transfer(TOKENS.dai, ROUTER, SY, AMOUNT), transfer(SY, zeroAddress, YT, AMOUNT)]

export const yieldSplitCases: StoryCases = () => ({
  kind: 'yield-split',
  abis: [
    { source: 'verified: Pendle RouterV4', abi: router },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a token split into principal and yield tokens',
      tx: {
        from: alice,
        to: ROUTER,
        input: '0xd0f42385',
        logs: [...paidIn, transfer(YT, zeroAddress, alice, AMOUNT), transfer(PT, zeroAddress, alice, AMOUNT), minted(alice, AMOUNT)],
      },
      line: 'Split 12,500 DAI into 12,500,000,000,000,000,000,000 raw units of 0x9797…9797 and 12,500,000,000,000,000,000,000 raw units of 0x7171…7171 (principal and yield tokens) on 0x8888…f946',
    },
    {
      name: 'a split whose tokens went to another receiver (look-alike: the sender only paid)',
      tx: {
        from: alice,
        to: ROUTER,
        input: '0xd0f42385',
        logs: [...paidIn, transfer(YT, zeroAddress, bob, AMOUNT), transfer(PT, zeroAddress, bob, AMOUNT), minted(bob, AMOUNT)],
      },
      line: 'Sent 12,500 DAI to 0x5e5e…5e5e',
    },
  ],
})
