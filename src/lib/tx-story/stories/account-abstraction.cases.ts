import { encodeFunctionData, erc20Abi, parseEther, toHex, zeroAddress, type Hex } from 'viem'
import { entryPoint06Abi } from 'viem/account-abstraction'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'
import { ENS_CONTROLLER, ensController, nameRegistered } from './ens.cases'

const { bob, carol, relayer, smartAccount, secondAccount } = PEOPLE

const userOp = (sender: string, nonce: bigint) => ({
  sender: sender as Hex,
  nonce,
  initCode: '0x' as Hex,
  callData: toHex(`the account's execute call ${nonce}`),
  callGasLimit: 90_000n,
  verificationGasLimit: 120_000n,
  preVerificationGas: 48_000n,
  maxFeePerGas: 21_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  paymasterAndData: '0x' as Hex,
  signature: toHex('a 65-byte owner signature stands here'),
})

const operationEvent = (entryPoint: string, sender: string, nonce: bigint, success: boolean, actualGasCost: bigint) =>
  emit(entryPoint, entryPoint06Abi, 'UserOperationEvent', {
    userOpHash: storyHash(`user operation ${sender} ${nonce}`),
    sender,
    paymaster: zeroAddress,
    nonce,
    success,
    actualGasCost,
    actualGasUsed: actualGasCost / 21_000_000_000n,
  })

const handleOps = (senders: string[]) =>
  encodeFunctionData({ abi: entryPoint06Abi, functionName: 'handleOps', args: [senders.map((sender, index) => userOp(sender, BigInt(index))), relayer] })

export const accountAbstractionCases: StoryCases = (listed) => {
  const entryPoint = listed({ role: 'entry-point', protocol: 'ERC-4337 EntryPoint v0.6' })
  return {
    kind: 'user-operations',
    abis: [
      { source: 'viem/account-abstraction entryPoint06Abi', abi: entryPoint06Abi },
      { source: 'viem erc20Abi', abi: erc20Abi },
      { source: '@ensdomains/ens-contracts ETHRegistrarController', abi: ensController },
    ],
    cases: [
      {
        name: 'a bundle of two user operations, each account paying someone',
        tx: {
          from: relayer,
          to: entryPoint,
          input: handleOps([smartAccount, secondAccount]),
          internal: [
            { from: smartAccount, to: entryPoint, value: 2_100_000_000_000_000n },
            { from: secondAccount, to: entryPoint, value: 1_900_000_000_000_000n },
            { from: secondAccount, to: carol, value: parseEther('0.05') },
            { from: entryPoint, to: relayer, value: 3_150_000_000_000_000n },
          ],
          logs: [
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: smartAccount, to: bob, value: 250_000_000n }),
            operationEvent(entryPoint, smartAccount, 0n, true, 1_575_000_000_000_000n),
            operationEvent(entryPoint, secondAccount, 1n, true, 1_575_000_000_000_000n),
          ],
        },
        line: 'Smart account 0xacc0…acc0 sent 250 USDC to 0x2a4c…8a10; Smart account 0xacc1…acc1 sent 0.05 ETH to 0x4d3c…6d5c',
        e2e: true,
      },
      {
        name: 'a smart account registering an ENS name in its one user operation',
        tx: {
          from: relayer,
          to: entryPoint,
          input: handleOps([smartAccount]),
          internal: [
            { from: smartAccount, to: entryPoint, value: 2_100_000_000_000_000n },
            { from: smartAccount, to: ENS_CONTROLLER, value: 1_548_174_343_066_733n },
            { from: entryPoint, to: relayer, value: 1_575_000_000_000_000n },
          ],
          logs: [
            nameRegistered('acc0unt', smartAccount, 1_548_174_343_066_733n, 1_799_210_711n),
            operationEvent(entryPoint, smartAccount, 0n, true, 1_575_000_000_000_000n),
          ],
        },
        line: 'Smart account 0xacc0…acc0 registered ENS name acc0unt.eth until 2027-01-06',
      },
      {
        name: 'a user operation that failed inside the account',
        tx: {
          from: relayer,
          to: entryPoint,
          input: handleOps([smartAccount]),
          internal: [{ from: smartAccount, to: entryPoint, value: 2_100_000_000_000_000n }],
          logs: [operationEvent(entryPoint, smartAccount, 0n, false, 1_575_000_000_000_000n)],
        },
        line: 'Smart account 0xacc0…acc0 failed its user operation',
      },
    ],
  }
}
