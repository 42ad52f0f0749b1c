import { encodeFunctionData, erc721Abi, parseAbi, parseEther, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

/** Juicebox's payment terminal, as @jbx-protocol/contracts-v2 publishes it. */
const terminal = parseAbi([
  'function pay(uint256 _projectId, uint256 _amount, address _token, address _beneficiary, uint256 _minReturnedTokens, bool _preferClaimedTokens, string _memo, bytes _metadata) payable returns (uint256)',
  'event Pay(uint256 indexed fundingCycleConfiguration, uint256 indexed fundingCycleNumber, uint256 indexed projectId, address payer, address beneficiary, uint256 amount, uint256 beneficiaryTokenCount, string memo, bytes metadata, address caller)',
])
const { alice, bob } = PEOPLE
const TERMINAL = '0x1d9619e10086fdc1065b114298384aae3f680cc0'
const REWARDS = PEOPLE.unlisted
const NATIVE_TOKEN = '0x000000000000000000000000000000000000eeee'
const AMOUNT = parseEther('2')
const MEMO = 'for the builders'
const HOSTILE_MEMO = 'gm <script>alert(1)</script>\n\nfor the builders'

const pay = (memo: string) => encodeFunctionData({ abi: terminal, functionName: 'pay', args: [402n, AMOUNT, NATIVE_TOKEN, alice, 0n, false, memo, '0x'] })
const paid = (payer: string, amount: bigint, memo: string) =>
  emit(TERMINAL, terminal, 'Pay', {
    fundingCycleConfiguration: 1_716_238_211n,
    fundingCycleNumber: 3n,
    projectId: 402n,
    payer,
    beneficiary: payer,
    amount,
    beneficiaryTokenCount: 2_000_000_000_000_000_000_000n,
    memo,
    metadata: '0x',
    caller: payer,
  })

export const projectPaymentCases: StoryCases = () => ({
  kind: 'project-payment',
  abis: [
    { source: '@jbx-protocol/contracts-v2/deployments/mainnet/JBETHPaymentTerminal.json', abi: terminal },
    { source: 'viem erc721Abi', abi: erc721Abi },
  ],
  cases: [
    {
      name: 'a payment to a project with a memo, rewarded with an NFT',
      tx: {
        from: alice,
        to: TERMINAL,
        value: AMOUNT,
        input: pay(MEMO),
        logs: [emit(REWARDS, erc721Abi, 'Transfer', { from: zeroAddress, to: alice, tokenId: 5_000_000_003n }), paid(alice, AMOUNT, MEMO)],
      },
      line: 'Paid 2 ETH to project #402 on 0x1d96…0cc0, receiving NFT 0x7e57…c0de #5000000003 with the memo “for the builders”',
      e2e: true,
    },
    {
      name: 'a payment whose memo holds markup and line breaks',
      tx: { from: alice, to: TERMINAL, value: AMOUNT, input: pay(HOSTILE_MEMO), logs: [paid(alice, AMOUNT, HOSTILE_MEMO)] },
      line: 'Paid 2 ETH to project #402 on 0x1d96…0cc0 with the memo “gm <script>alert(1)</script> for the builders”',
    },
    {
      name: 'a payment with no memo',
      tx: { from: alice, to: TERMINAL, value: AMOUNT, input: pay(''), logs: [paid(alice, AMOUNT, '')] },
      line: 'Paid 2 ETH to project #402 on 0x1d96…0cc0',
    },
    {
      name: 'a payment event naming another payer (look-alike: not this payment, and no mint the call or contract says)',
      tx: {
        from: alice,
        to: TERMINAL,
        value: AMOUNT,
        input: pay(MEMO),
        logs: [emit(REWARDS, erc721Abi, 'Transfer', { from: zeroAddress, to: alice, tokenId: 7n }), paid(bob, AMOUNT, MEMO)],
      },
      line: 'Called pay on 0x1d96…0cc0 (sent 2 ETH, received NFT 0x7e57…c0de #7)',
    },
  ],
})
