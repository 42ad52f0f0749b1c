import type { Agent, IncomingHttpHeaders } from 'node:http'

export interface LoopbackAnswer {
  /** 0 when no answer came (the error is in body) */
  status: number
  headers: IncomingHttpHeaders
  body: string
  ms: number
}

export function clientAddress(n: number): string
export function readerAgent(localAddress: string): Agent
export function loopbackGet(url: string, localAddress: string, timeoutMs?: number, agent?: Agent | false): Promise<LoopbackAnswer>
