export type Direction = 'in' | 'out' | 'self'

const ZERO = '0x0000000000000000000000000000000000000000'
const DEAD = '0x000000000000000000000000000000000000dead'

/** Which way a transfer went for the wallet whose list it is in. */
export function transferDirection(wallet: string, from: string | null, to: string | null): Direction | null {
  const self = wallet.toLowerCase()
  const sent = from?.toLowerCase() === self
  const received = to?.toLowerCase() === self
  if (sent && received) return 'self'
  if (received) return 'in'
  if (sent) return 'out'
  return null
}

/** A transfer from the zero address mints; one to the zero or dead address burns. */
export function mintOrBurn(from: string | null, to: string | null): 'mint' | 'burn' | null {
  if (from?.toLowerCase() === ZERO) return 'mint'
  const recipient = to?.toLowerCase()
  return recipient === ZERO || recipient === DEAD ? 'burn' : null
}
