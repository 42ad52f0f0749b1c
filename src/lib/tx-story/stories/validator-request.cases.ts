import { concat, numberToHex, pad, type Hex } from 'viem'
import { storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

const { alice, bob } = PEOPLE
/** The system contracts EIP-7002 (execution-layer withdrawal requests) and EIP-7251 (consolidations) fix. */
const WITHDRAWAL_REQUESTS = '0x00000961ef480eb55e80d19ad83579a64c007002'
const CONSOLIDATION_REQUESTS = '0x0000bbddc7ce488642fb579f8b00f3a590007251'

/** A validator's BLS public key: 48 bytes. */
const pubkey = (seed: string): Hex => concat([storyHash(`${seed} 1`), storyHash(`${seed} 2`)]).slice(0, 98) as Hex
const VALIDATOR = pubkey('a validator')
const TARGET = pubkey('a compounding validator')

/** EIP-7002's calldata: the validator's key, then the amount in gwei as 8 big-endian bytes (0: a full exit). */
const withdrawalRequest = (gwei: bigint) => concat([VALIDATOR, pad(numberToHex(gwei), { size: 8 })])

export const validatorRequestCases: StoryCases = () => ({
  kind: 'validator-request',
  abis: [],
  cases: [
    {
      name: 'a partial withdrawal of 0.0001 ETH requested through the EIP-7002 contract',
      tx: { from: alice, to: WITHDRAWAL_REQUESTS, value: 1n, input: withdrawalRequest(100_000n), gasUsed: 58_000n },
      line: 'Requested a withdrawal of 0.0001 ETH from validator 0xeb39f2b9…fe17886b (fee 0.000000000000000001 ETH)',
      e2e: true,
    },
    {
      name: 'a validator’s full exit requested through the EIP-7002 contract',
      tx: { from: bob, to: WITHDRAWAL_REQUESTS, value: 2n, input: withdrawalRequest(0n), gasUsed: 58_000n },
      line: 'Requested the full exit of validator 0xeb39f2b9…fe17886b (fee 0.000000000000000002 ETH)',
    },
    {
      name: 'a consolidation of one validator into another through the EIP-7251 contract',
      tx: { from: alice, to: CONSOLIDATION_REQUESTS, value: 1n, input: concat([VALIDATOR, TARGET]), gasUsed: 61_000n },
      line: 'Requested the consolidation of validator 0xeb39f2b9…fe17886b into validator 0x12aa5800…8dcbc3f8 (fee 0.000000000000000001 ETH)',
    },
    {
      name: 'a validator switched to compounding credentials: a consolidation into itself',
      tx: { from: alice, to: CONSOLIDATION_REQUESTS, value: 1n, input: concat([VALIDATOR, VALIDATOR]), gasUsed: 61_000n },
      line: 'Requested that validator 0xeb39f2b9…fe17886b switch to compounding withdrawal credentials (fee 0.000000000000000001 ETH)',
    },
    {
      name: 'a request whose fee fell short, so the contract reverted: no request is claimed',
      tx: { from: alice, to: WITHDRAWAL_REQUESTS, value: 1n, input: withdrawalRequest(100_000n), status: '0', gasUsed: 30_000n },
      line: 'Failed: 0xeb39f2b9 on 0x0000…7002',
    },
    {
      name: 'a payment to the EIP-7002 contract with calldata of another length: not a request',
      tx: { from: alice, to: WITHDRAWAL_REQUESTS, value: 1n, input: VALIDATOR, gasUsed: 30_000n },
      line: 'Sent 0.000000000000000001 ETH to 0x0000…7002',
    },
  ],
})
