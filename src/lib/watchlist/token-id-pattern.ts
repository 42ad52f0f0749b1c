/** An NFT token id as the NFT view takes it: decimal, or hex. */
export const TOKEN_ID = /^(\d{1,78}|0x[0-9a-fA-F]{1,64})$/
