import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { acceptsHtml, answerHtml } from './html-answer.ts'

function recordingResponse() {
  const headers: Record<string, unknown> = {}
  const sent: { body?: Buffer } = {}
  const response = {
    statusCode: 0,
    setHeader: (name: string, value: unknown) => void (headers[name] = value),
    end: (body?: Buffer) => void (sent.body = body),
  }
  return { response: response as unknown as ServerResponse, headers, sent }
}

describe('the HTML answer both preview middlewares give', () => {
  it('sends the page with its length, revalidated on every visit', () => {
    const { response, headers, sent } = recordingResponse()
    answerHtml({ method: 'GET' } as IncomingMessage, response, '<p>é</p>')
    expect(response.statusCode).toBe(200)
    expect(headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-length': 9 })
    expect(sent.body?.toString('utf8')).toBe('<p>é</p>')
  })

  it('answers HEAD with the same headers and no body', () => {
    const { response, headers, sent } = recordingResponse()
    answerHtml({ method: 'HEAD' } as IncomingMessage, response, '<p>page</p>')
    expect(headers['content-length']).toBe(11)
    expect(sent.body).toBeUndefined()
  })

  it('treats a browser page request or an accept-anything request as a page request, and a script fetch as not', () => {
    const accepting = (accept: string | undefined) => acceptsHtml({ headers: { accept } } as IncomingMessage)
    expect(accepting('text/html,application/xhtml+xml')).toBe(true)
    expect(accepting(undefined)).toBe(true)
    expect(accepting('*/*')).toBe(true)
    expect(accepting('application/json')).toBe(false)
  })
})
