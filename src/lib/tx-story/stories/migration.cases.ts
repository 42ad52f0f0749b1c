import { encodeFunctionData, erc20Abi, parseAbi, parseUnits, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Polygon's MATIC-to-POL migration and Sky's MKR-to-SKY and DAI-to-USDS converters, from the verified-sources table. */
const polygonMigration = verifiedAbi('Polygon MATIC to POL migration')
const mkrSky = verifiedAbi('Sky MKR to SKY converter')
const daiUsds = verifiedAbi('Sky DAI to USDS converter')
/** A token that burns with its own `Burn(account, amount)`, as @eth-optimism/contracts-bedrock declares it. */
const burnable = parseAbi(['event Burn(address indexed account, uint256 amount)'])

const { alice, carol } = PEOPLE
const CONVERTER = PEOPLE.unlisted
const OLD_TOKEN = '0x01d01d01d01d01d01d01d01d01d01d01d01d01d0'
const NEW_TOKEN = '0x0e70e70e70e70e70e70e70e70e70e70e70e70e70'
const AMOUNT = parseUnits('10000.28', 18)
const MKR_AMOUNT = parseUnits('0.75001216', 18)
const SKY_AMOUNT = MKR_AMOUNT * 24_000n
const DAI_AMOUNT = parseUnits('1500', 18)
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const migrate = encodeFunctionData({ abi: polygonMigration, functionName: 'migrate', args: [AMOUNT] })

export const migrationCases: StoryCases = () => ({
  kind: 'migration',
  abis: [
    { source: 'verified: Polygon MATIC to POL migration', abi: polygonMigration },
    { source: 'verified: Sky MKR to SKY converter', abi: mkrSky },
    { source: 'verified: Sky DAI to USDS converter', abi: daiUsds },
    { source: '@eth-optimism/contracts-bedrock/forge-artifacts/OptimismMintableERC20.sol/OptimismMintableERC20.json', abi: burnable },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a token migrated: the old token paid into the migration contract, the new one paid out',
      tx: {
        from: alice,
        to: CONVERTER,
        input: migrate,
        logs: [
          emit(CONVERTER, polygonMigration, 'Migrated', { account: alice, amount: AMOUNT }),
          transfer(OLD_TOKEN, alice, CONVERTER, AMOUNT),
          transfer(NEW_TOKEN, CONVERTER, alice, AMOUNT),
        ],
      },
      line: 'Migrated 10,000,280,000,000,000,000,000 raw units of 0x01d0…01d0 to 10,000,280,000,000,000,000,000 raw units of 0x0e70…0e70',
      e2e: true,
    },
    {
      name: 'a token converted: the old token burned with its own Burn event, the new one minted',
      tx: {
        from: alice,
        to: CONVERTER,
        input: encodeFunctionData({ abi: mkrSky, functionName: 'mkrToSky', args: [alice, MKR_AMOUNT] }),
        logs: [
          emit(OLD_TOKEN, burnable, 'Burn', { account: alice, amount: MKR_AMOUNT }),
          transfer(NEW_TOKEN, zeroAddress, alice, SKY_AMOUNT),
          emit(CONVERTER, mkrSky, 'MkrToSky', { caller: alice, usr: alice, mkrAmt: MKR_AMOUNT, skyAmt: SKY_AMOUNT }),
        ],
      },
      line: 'Converted 750,012,160,000,000,000 raw units of 0x01d0…01d0 to 18,000,291,840,000,000,000,000 raw units of 0x0e70…0e70',
    },
    {
      name: 'DAI converted: paid into the converter and burned by its join, the new stablecoin minted to the sender',
      tx: {
        from: alice,
        to: CONVERTER,
        input: encodeFunctionData({ abi: daiUsds, functionName: 'daiToUsds', args: [alice, DAI_AMOUNT] }),
        logs: [
          transfer(TOKENS.dai, alice, CONVERTER, DAI_AMOUNT),
          transfer(TOKENS.dai, CONVERTER, zeroAddress, DAI_AMOUNT),
          transfer(NEW_TOKEN, zeroAddress, alice, DAI_AMOUNT),
          emit(CONVERTER, daiUsds, 'DaiToUsds', { caller: alice, usr: alice, wad: DAI_AMOUNT }),
        ],
      },
      line: 'Converted 1,500 DAI to 1,500,000,000,000,000,000,000 raw units of 0x0e70…0e70',
    },
    {
      name: 'one token for another through a call that names no conversion',
      tx: {
        from: alice,
        to: CONVERTER,
        input: '0x9e281a98',
        logs: [transfer(OLD_TOKEN, alice, CONVERTER, AMOUNT), transfer(NEW_TOKEN, CONVERTER, alice, AMOUNT)],
      },
      line: 'Called 0x9e281a98 on 0x7e57…c0de (sent 10,000,280,000,000,000,000,000 raw units of 0x01d0…01d0, received 10,000,280,000,000,000,000,000 raw units of 0x0e70…0e70)',
    },
    {
      name: 'a migrate call whose new token came from someone other than the migration contract',
      tx: {
        from: alice,
        to: CONVERTER,
        input: migrate,
        logs: [transfer(OLD_TOKEN, alice, CONVERTER, AMOUNT), transfer(NEW_TOKEN, carol, alice, AMOUNT)],
      },
      line: 'Called migrate on 0x7e57…c0de (sent 10,000,280,000,000,000,000,000 raw units of 0x01d0…01d0, received 10,000,280,000,000,000,000,000 raw units of 0x0e70…0e70)',
    },
    {
      name: 'a migrate call in which the sender also paid a second token',
      tx: {
        from: alice,
        to: CONVERTER,
        input: migrate,
        logs: [
          transfer(OLD_TOKEN, alice, CONVERTER, AMOUNT),
          transfer(NEW_TOKEN, CONVERTER, alice, AMOUNT),
          transfer(OLD_TOKEN.replace('01d0', '02d0'), alice, carol, AMOUNT),
        ],
      },
      line: 'Called migrate on 0x7e57…c0de (sent 10,000,280,000,000,000,000,000 raw units of 0x01d0…01d0 and 10,000,280,000,000,000,000,000 raw units of 0x02d0…01d0, received 10,000,280,000,000,000,000,000 raw units of 0x0e70…0e70)',
    },
  ],
})
