import type { ActionPart } from '../action-parts'
import type { Story } from '../story'
import { addressArg, eventsOf, integerArg, type Evidence, type StoryEvent } from './args'
import { address, line, text } from './words'

/** An Aave-style pool's settings of a user's position, as @aave/core-v3's Pool declares them (v2's are the same). */
const ENABLED = 'ReserveUsedAsCollateralEnabled(address,address)'
const DISABLED = 'ReserveUsedAsCollateralDisabled(address,address)'
const EMODE = 'UserEModeSet(address,uint8)'
/** Compound v2's Comptroller (and its forks'), an account entering or leaving a market, as compound-protocol declares them. */
const ENTERED = 'MarketEntered(address,address)'
const EXITED = 'MarketExited(address,address)'

/** The pool as the line names it: its protocol where the lists name it a lending pool, else its address. */
function poolPart(evidence: Evidence, pool: string): ActionPart {
  const known = evidence.known(pool)
  return known?.role === 'lending-pool' ? text(known.protocol) : address(pool)
}

/** The one setting the called pool logged, for the sender itself. */
function soleSetting(evidence: Evidence, pool: string, from: string): { event: StoryEvent; signature: string } | null {
  const settings = [ENABLED, DISABLED, EMODE].flatMap((signature) => eventsOf(evidence, signature).map((event) => ({ event, signature })))
  const [setting] = settings
  if (!setting || settings.length !== 1 || setting.event.address !== pool || addressArg(setting.event.args, 'user') !== from) return null
  return setting
}

/**
 * The markets a Comptroller the sender called logged it entering (or leaving): every such event of the transaction,
 * all of one kind, all for the sender.
 */
function marketsLine(evidence: Evidence, comptroller: string, from: string) {
  const entered = eventsOf(evidence, ENTERED)
  const exited = eventsOf(evidence, EXITED)
  const events = entered.length > 0 ? entered : exited
  if (events.length === 0 || (entered.length > 0 && exited.length > 0)) return null
  const markets = events.map((event) => (event.address === comptroller && addressArg(event.args, 'account') === from ? addressArg(event.args, 'cToken') : null))
  if (markets.some((market) => market === null)) return null
  const names = markets.flatMap((market, index) => [
    ...(index > 0 ? [text(index === markets.length - 1 ? ' and ' : ', ')] : []),
    { type: 'token', token: market! } as const,
  ])
  return line('collateral-settings', null, [
    text(entered.length > 0 ? 'Turned on ' : 'Turned off '),
    ...names,
    text(' as collateral on '),
    poolPart(evidence, comptroller),
  ])
}

/**
 * Speaks when the sender's call to an Aave-style pool or a Compound-style Comptroller changed only settings of its own
 * position, and nothing moved: one `ReserveUsedAsCollateralEnabled`/`Disabled` or `UserEModeSet` from the pool called,
 * for the sender; or the Comptroller's `MarketEntered` (or `MarketExited`) events, all for the sender. A supply that
 * also turns its asset on as collateral is the lending story's.
 *
 * @example Turned on USDC as collateral on Aave V3 / Turned off WETH as collateral on 0x… / Set its efficiency mode to
 *   category 1 on Aave V3 / Turned on cUSDC and cETH as collateral on 0x…
 */
export const collateralSettingsStory: Story = {
  kind: 'collateral-settings',
  order: 126,
  gate: { events: [ENABLED, DISABLED, EMODE, ENTERED, EXITED] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const pool = evidence.to?.toLowerCase()
    if (!from || !pool || evidence.status === '0' || evidence.value !== 0n || evidence.movements.some((movement) => movement.amount > 0n)) return null
    const setting = soleSetting(evidence, pool, from)
    if (!setting) return marketsLine(evidence, pool, from)
    const { event, signature } = setting
    const venue = [text(' on '), poolPart(evidence, pool)]
    if (signature === EMODE) {
      const category = integerArg(event.args, 'categoryId')
      if (category === null) return null
      const mode = category === 0n ? [text('Turned off its efficiency mode')] : [text(`Set its efficiency mode to category ${category}`)]
      return line('collateral-settings', null, [...mode, ...venue])
    }
    const reserve = addressArg(event.args, 'reserve')
    if (!reserve) return null
    const turned = signature === ENABLED ? 'Turned on ' : 'Turned off '
    return line('collateral-settings', null, [text(turned), { type: 'token', token: reserve }, text(' as collateral'), ...venue])
  },
}
