import { shortenHex } from '@/lib/format'
import { NATIVE } from '../assets'
import type { Story } from '../story'
import { amounts, line, text } from './words'

/** EIP-7002's withdrawal request contract and EIP-7251's consolidation request contract: addresses the EIPs fix. */
const WITHDRAWAL_REQUESTS = '0x00000961ef480eb55e80d19ad83579a64c007002'
const CONSOLIDATION_REQUESTS = '0x0000bbddc7ce488642fb579f8b00f3a590007251'

/** A BLS public key is 48 bytes; EIP-7002's amount an 8-byte big-endian count of gwei. */
const PUBKEY_HEX = 96
const AMOUNT_HEX = 16
const GWEI = 1_000_000_000n

const validator = (pubkey: string) => `validator ${shortenHex(`0x${pubkey}`, 10, 8)}`

/**
 * Speaks when a successful call to EIP-7002's or EIP-7251's system contract (addresses the EIPs fix) with calldata
 * of the length the EIP defines (the contract reverts on any other, or on a fee short of its price).
 *
 * @example Requested a withdrawal of 0.0001 ETH from validator 0xb047b94b…0b7a373d (fee 0.000000000000000001 ETH) /
 *   Requested the consolidation of validator … into validator …
 */
export const validatorRequestStory: Story = {
  kind: 'validator-request',
  order: 160,
  gate: { events: [], parties: [WITHDRAWAL_REQUESTS, CONSOLIDATION_REQUESTS] },
  tell: (evidence) => {
    const to = evidence.to?.toLowerCase()
    const input = evidence.input?.toLowerCase() ?? ''
    if (evidence.status !== '1' || !/^0x[0-9a-f]*$/.test(input)) return null
    const data = input.slice(2)
    const fee = evidence.value > 0n ? [text(' (fee '), amounts([{ asset: NATIVE, amount: evidence.value }]), text(')')] : []
    if (to === WITHDRAWAL_REQUESTS && data.length === PUBKEY_HEX + AMOUNT_HEX) {
      const key = data.slice(0, PUBKEY_HEX)
      const gwei = BigInt(`0x${data.slice(PUBKEY_HEX)}`)
      if (gwei === 0n) return line('validator-exit-request', null, [text(`Requested the full exit of ${validator(key)}`), ...fee])
      return line('validator-withdrawal-request', null, [
        text('Requested a withdrawal of '),
        amounts([{ asset: NATIVE, amount: gwei * GWEI }]),
        text(` from ${validator(key)}`),
        ...fee,
      ])
    }
    if (to === CONSOLIDATION_REQUESTS && data.length === 2 * PUBKEY_HEX) {
      const source = data.slice(0, PUBKEY_HEX)
      const target = data.slice(PUBKEY_HEX)
      const request =
        source === target
          ? `Requested that ${validator(source)} switch to compounding withdrawal credentials`
          : `Requested the consolidation of ${validator(source)} into ${validator(target)}`
      return line('validator-consolidation-request', null, [text(request), ...fee])
    }
    return null
  },
}
