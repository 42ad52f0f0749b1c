import { erc20Abi, erc721Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { erc20EventsAbi, erc721EventsAbi } from './token-event-abis'

describe('the token events the transaction view decodes', () => {
  it('are exactly the events of viem’s ERC20 and ERC721 ABIs', () => {
    expect(erc20EventsAbi).toEqual(erc20Abi.filter((item) => item.type === 'event'))
    expect(erc721EventsAbi).toEqual(erc721Abi.filter((item) => item.type === 'event'))
  })
})
