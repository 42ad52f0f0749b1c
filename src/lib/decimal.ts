/**
 * Exact comparison and addition of decimal text ("-12.5", "0.00000123", "2e-7") through bigint, so sorting
 * prices and summing liquidity never goes through a float.
 */
interface ScaledDecimal {
  /** the value is units / 10^scale */
  units: bigint
  scale: number
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
const MAX_EXPONENT = 400

export function parseDecimal(text: string): ScaledDecimal | null {
  const match = DECIMAL.exec(text.trim())
  if (!match) return null
  const [, sign = '', integer = '', fraction = '', exponentText = '0'] = match
  if (integer === '' && fraction === '') return null
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) return null
  const digits = BigInt(`${integer}${fraction}` || '0')
  const units = sign === '-' ? -digits : digits
  const scale = fraction.length - exponent
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 }
}

function rescale(value: ScaledDecimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale)
}

/** Negative, zero or positive as a is below, equal to or above b; text that is not a number sorts as zero. */
export function compareDecimals(a: string, b: string): number {
  const left = parseDecimal(a) ?? { units: 0n, scale: 0 }
  const right = parseDecimal(b) ?? { units: 0n, scale: 0 }
  const scale = Math.max(left.scale, right.scale)
  const difference = rescale(left, scale) - rescale(right, scale)
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}

export function decimalSign(text: string): -1 | 0 | 1 {
  return Math.sign(compareDecimals(text, '0')) as -1 | 0 | 1
}

function toText({ units, scale }: ScaledDecimal, keepZeros = false): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const integer = digits.slice(0, digits.length - scale)
  const allFraction = digits.slice(digits.length - scale)
  const fraction = keepZeros ? allFraction : allFraction.replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

/** Half away from zero, as Intl rounds by default. */
function roundToScale(value: ScaledDecimal, scale: number): ScaledDecimal {
  if (value.scale <= scale) return { units: rescale(value, scale), scale }
  const divisor = 10n ** BigInt(value.scale - scale)
  const magnitude = value.units < 0n ? -value.units : value.units
  const rounded = (magnitude + divisor / 2n) / divisor
  return { units: value.units < 0n ? -rounded : rounded, scale }
}

/**
 * The value rounded to `digits` fraction digits and written with all of them: ("2.005", 2) is "2.01".
 * Text that is not a number comes back unchanged.
 */
export function fixedDecimal(text: string, digits: number): string {
  const parsed = parseDecimal(text)
  return parsed ? toText(roundToScale(parsed, digits), true) : text
}

/**
 * The value rounded to `digits` significant digits, without trailing zeros: ("0.000012345", 3) is "0.0000123".
 * Whole digits are never rounded away. Text that is not a number comes back unchanged.
 */
export function significantDecimal(text: string, digits: number): string {
  const parsed = parseDecimal(text)
  if (!parsed || parsed.units === 0n) return parsed ? '0' : text
  const magnitude = (parsed.units < 0n ? -parsed.units : parsed.units).toString().length - parsed.scale
  return toText(roundToScale(parsed, Math.max(0, digits - magnitude)))
}

/** The same value without an exponent: "2e-7" is "0.0000002". Text that is not a number comes back unchanged. */
export function plainDecimal(text: string): string {
  const parsed = parseDecimal(text)
  return parsed ? toText(parsed) : text
}

export function sumDecimals(values: readonly string[]): string {
  const parsed = values.map(parseDecimal).filter((value): value is ScaledDecimal => value !== null)
  const scale = Math.max(0, ...parsed.map((value) => value.scale))
  return toText({ units: parsed.reduce((total, value) => total + rescale(value, scale), 0n), scale })
}
