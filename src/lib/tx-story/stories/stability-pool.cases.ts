import { encodeFunctionData, erc20Abi, parseEther, parseUnits, type Hex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Liquity's StabilityPool, from the verified-sources table. */
const stabilityPool = verifiedAbi('Liquity StabilityPool')
const { alice, bob, carol } = PEOPLE
/** A stability pool no list names, its frontend, and the token it pays rewards in. */
const POOL = PEOPLE.unlisted
const FRONTEND = carol
const REWARD_TOKEN = '0x6dea81c8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9'
const DEPOSIT = parseUnits('120', 18)
const FRONTEND_REWARD = parseUnits('4.970574827214596312', 18)
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const provide = (amount: bigint): Hex => encodeFunctionData({ abi: stabilityPool, functionName: 'provideToSP', args: [amount, FRONTEND] })
const depositChanged = (depositor: string, newDeposit: bigint) =>
  emit(POOL, stabilityPool, 'UserDepositChanged', { _depositor: depositor, _newDeposit: newDeposit })
const frontendPaid = [
  transfer(REWARD_TOKEN, bob, FRONTEND, FRONTEND_REWARD),
  emit(POOL, stabilityPool, 'LQTYPaidToFrontEnd', { _frontEnd: FRONTEND, _LQTY: FRONTEND_REWARD }),
]

export const stabilityPoolCases: StoryCases = () => ({
  kind: 'stability-pool',
  abis: [
    { source: 'verified: Liquity StabilityPool', abi: stabilityPool },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a deposit into a stability pool, the frontend paid its own reward',
      tx: {
        from: alice,
        to: POOL,
        input: provide(DEPOSIT),
        logs: [
          emit(POOL, stabilityPool, 'FrontEndTagSet', { _depositor: alice, _frontEnd: FRONTEND }),
          ...frontendPaid,
          transfer(TOKENS.dai, alice, POOL, DEPOSIT),
          emit(POOL, stabilityPool, 'StabilityPoolLUSDBalanceUpdated', { _newBalance: parseUnits('1000000', 18) }),
          depositChanged(alice, DEPOSIT),
        ],
      },
      line: 'Deposited 120 DAI into the stability pool of 0x7e57…c0de',
    },
    {
      name: 'a top-up of a stability-pool deposit, the event stating the new total',
      tx: {
        from: alice,
        to: POOL,
        input: provide(DEPOSIT),
        logs: [transfer(TOKENS.dai, alice, POOL, DEPOSIT), depositChanged(alice, DEPOSIT * 3n)],
      },
      line: 'Deposited 120 DAI into the stability pool of 0x7e57…c0de',
    },
    {
      name: 'a stability-pool deposit that also paid out the depositor’s ETH gain',
      tx: {
        from: alice,
        to: POOL,
        input: provide(DEPOSIT),
        logs: [
          emit(POOL, stabilityPool, 'ETHGainWithdrawn', { _depositor: alice, _ETH: parseEther('0.05'), _LUSDLoss: 0n }),
          transfer(TOKENS.dai, alice, POOL, DEPOSIT),
          depositChanged(alice, DEPOSIT),
        ],
        internal: [{ from: POOL, to: alice, value: parseEther('0.05') }],
      },
      line: 'Called provideToSP on 0x7e57…c0de (sent 120 DAI, received 0.05 ETH)',
    },
    {
      name: 'a provideToSP call whose pool records another depositor',
      tx: {
        from: alice,
        to: POOL,
        input: provide(DEPOSIT),
        logs: [transfer(TOKENS.dai, alice, POOL, DEPOSIT), depositChanged(bob, DEPOSIT)],
      },
      line: 'Sent 120 DAI to 0x7e57…c0de',
    },
    {
      name: 'a provideToSP call whose tokens went somewhere other than the pool',
      tx: {
        from: alice,
        to: POOL,
        input: provide(DEPOSIT),
        logs: [transfer(TOKENS.dai, alice, bob, DEPOSIT), depositChanged(alice, DEPOSIT)],
      },
      line: 'Sent 120 DAI to 0x2a4c…8a10',
    },
  ],
})
