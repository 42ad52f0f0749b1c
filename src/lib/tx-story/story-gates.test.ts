import { describe, expect, it } from 'vitest'
import storedGates from './story-gates.gen.json'
import { GATED_STORY_LIST } from './stories/gated-stories.gen'
import { GATE_TABLE } from './stories/teller'
import { gatedStoriesFor as gatedStoriesBy, gateTableOf, loadGatedStory, type GatedStoryName, type GateFacts } from './story-gates'

const facts = (overrides: Partial<GateFacts>): GateFacts => ({ events: [], call: null, parties: [], roles: [], ...overrides })
const gatedStoriesFor = (facts: GateFacts) => gatedStoriesBy(GATE_TABLE, facts)
const event = (signature: string) => ({ name: signature.slice(0, signature.indexOf('(')), signature })
/** A decoded call of this signature (of plain types); a gate reads only its name and its arguments' types. */
const calling = (signature: string) => {
  const types = signature
    .slice(signature.indexOf('(') + 1, -1)
    .split(',')
    .filter(Boolean)
  return { name: signature.slice(0, signature.indexOf('(')), args: types.map((type) => ({ name: '', type, value: { kind: 'string', value: '' } as const })) }
}

describe('the story gates', () => {
  it('load a vault’s story for an ERC-4626 Deposit, not for WETH’s Deposit of the same name', () => {
    expect(gatedStoriesFor(facts({ events: [event('Deposit(address,address,uint256,uint256)')] }))).toContain('vault')
    expect(gatedStoriesFor(facts({ events: [event('Deposit(address,uint256)')] }))).not.toContain('vault')
  })

  it('load the claim story for any claim… call, and the migration story for a call that says it converts', () => {
    expect(gatedStoriesFor(facts({ call: calling('claimRewards()') }))).toContain('claim')
    expect(gatedStoriesFor(facts({ call: calling('mkrToSky()') }))).toContain('migration')
    expect(gatedStoriesFor(facts({ call: calling('transfer()') }))).toEqual([])
  })

  it('load the approval story for the calls that grant one, not for an Approval logged beside a swap', () => {
    expect(gatedStoriesFor(facts({ call: calling('permit()') }))).toContain('approval')
    expect(gatedStoriesFor(facts({ call: calling('swap()'), events: [event('Approval(address,address,uint256)')] }))).not.toContain('approval')
  })

  it('load the account-execution story for an account’s execute by its signature, not for a router’s execute of the same name', () => {
    expect(gatedStoriesFor(facts({ call: calling('execute(address,uint256,bytes)') }))).toContain('account-execution')
    expect(gatedStoriesFor(facts({ call: calling('execute(bytes,bytes[],uint256)') }))).not.toContain('account-execution')
  })

  it('load the stories of the addresses a standard fixes: EIP-7002’s system contract, a chain’s own zero-address sender', () => {
    expect(gatedStoriesFor(facts({ parties: ['0x00000961ef480eb55e80d19ad83579a64c007002'] }))).toContain('validator-request')
    expect(gatedStoriesFor(facts({ parties: ['0x0000000000000000000000000000000000000000'] }))).toContain('system-transaction')
  })

  it('load the bridge’s story for a call to a contract the lists name a bridge, or a bridge’s own event, not for any call', () => {
    expect(gatedStoriesFor(facts({ roles: ['bridge'] }))).toContain('bridge')
    expect(gatedStoriesFor(facts({ events: [event('DepositForBurn(uint64,address,uint256,address,bytes32,uint32,bytes32,bytes32)')] }))).toContain('bridge')
    expect(gatedStoriesFor(facts({ roles: ['lending-pool'], call: calling('deposit()') }))).not.toContain('bridge')
  })

  it('load the bridge’s story for a Polygon PoS withdrawal’s call, not for the fee every Polygon transaction logs', () => {
    const polygonFee = event('LogFeeTransfer(address,address,address,uint256,uint256,uint256,uint256,uint256)')
    expect(gatedStoriesFor(facts({ events: [polygonFee], call: calling('withdraw(uint256)') }))).toContain('bridge')
    expect(gatedStoriesFor(facts({ events: [polygonFee], call: calling('transfer(address,uint256)') }))).not.toContain('bridge')
  })

  it('load each gated story from its own file', async () => {
    for (const name of Object.keys(GATED_STORY_LIST) as GatedStoryName[]) expect(await loadGatedStory(name), name).toBe(GATED_STORY_LIST[name])
  })

  it('read from the fetched table, are each story’s own gate', async () => {
    const asWritten = (gate: object) => JSON.stringify(gate, (_, value: unknown) => (value instanceof RegExp ? String(value) : value))
    for (const name of Object.keys(GATED_STORY_LIST) as GatedStoryName[])
      expect(asWritten(GATE_TABLE[name]), name).toBe(asWritten((await loadGatedStory(name)).gate!))
  })

  it('load no gated story from a table that lacks a gate or holds something else than a pattern', () => {
    const stored = storedGates as Record<string, object>
    expect(() => gateTableOf(stored)).not.toThrow()
    expect(() => gateTableOf({ ...stored, claim: undefined })).toThrow(/claim/)
    expect(() => gateTableOf({ ...stored, claim: { ...stored.claim, names: ['^claim'] } })).toThrow(/pattern/)
    expect(() => gateTableOf([])).toThrow()
  })
})
