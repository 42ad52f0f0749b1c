import { erc20TransfersHandlers } from './handlers/erc20-transfers'

export const handlers = [...erc20TransfersHandlers]
