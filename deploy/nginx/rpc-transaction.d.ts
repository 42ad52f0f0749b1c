export interface ForwardedCall {
  id: string | number
  blockHash: string
  index: string
}

export type CallCheck = { ok: true; call: ForwardedCall } | { ok: false; status: number; message: string }

declare const rpcTransaction: {
  METHOD: string
  checkCall(text: string): CallCheck
  upstreamBody(call: ForwardedCall): string
  withCallerId(text: string, id: string | number): string
}

export default rpcTransaction
