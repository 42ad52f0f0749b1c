import { classifyQuery } from './classify-query'
import { parseExplorerLink } from './explorer-link'
import { nftInput, SOLANA_SIGNATURE, type SearchInput } from './search-input'
import { evmAddressProblem } from './values/evm-address-checksum'
import { EVM_ADDRESS_PATTERN, hasEvmAddressShape } from './values/evm-address'

export const NOT_UNDERSTOOD = 'Not an address, transaction hash, NFT (0x…/token id), Solana address or explorer link.'

const looksLikeLink = (value: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(value)

/** `0x<contract>/<tokenId>` or `0x<contract>:<tokenId>`, as collectors write an NFT. */
function parseNftShorthand(value: string): SearchInput | null {
  const match = new RegExp(`^(${EVM_ADDRESS_PATTERN})[/:](.+)$`).exec(value)
  if (!match) return null
  const [, address = '', tokenId = ''] = match
  return nftInput(address, tokenId, null)
}

function hexLengthProblem(value: string): string | null {
  if (!/^0x[0-9a-fA-F]*$/.test(value)) return null
  const digits = value.length - 2
  return `0x and ${digits} hex digits is neither an address (40 digits) nor a transaction hash (64 digits)`
}

/** Reads what is pasted into the search box: a hash, an address, an NFT, a Solana address or another site's link. */
export function parseSearchInput(raw: string): SearchInput {
  const value = raw.trim()
  if (value === '') return { kind: 'empty' }
  if (looksLikeLink(value)) return parseExplorerLink(value)
  const nft = parseNftShorthand(value)
  if (nft) return nft
  switch (classifyQuery(value)) {
    case 'transaction':
      return { kind: 'transaction', hash: value.toLowerCase(), chain: null }
    case 'evm-address':
      return { kind: 'address', address: value, chain: null, collection: false }
    case 'solana-address':
      return { kind: 'solana-address', address: value, network: 'mainnet' }
    case 'unknown':
      break
  }
  if (hasEvmAddressShape(value)) return { kind: 'invalid', message: evmAddressProblem(value) ?? NOT_UNDERSTOOD }
  const hexProblem = hexLengthProblem(value)
  if (hexProblem) return { kind: 'invalid', message: hexProblem }
  if (/^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(value)) return { kind: 'invalid', message: SOLANA_SIGNATURE }
  if (/^[^\s/]+\.eth$/i.test(value)) return { kind: 'invalid', message: 'ENS names are not looked up here: paste the address they point to.' }
  return { kind: 'invalid', message: NOT_UNDERSTOOD }
}
