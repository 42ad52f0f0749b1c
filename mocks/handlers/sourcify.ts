import { http, HttpResponse } from 'msw'
import { abi as dnssec } from '@ensdomains/dnssec-oracle/build/contracts/DNSSECImpl.json'
import { abi as owned } from '@ensdomains/dnssec-oracle/build/contracts/Owned.json'
import { hostileDataOn, makeHostile } from '../hostile-data'
import { contractAnswer, signatureAnswer, type StandInAnswer } from '../sourcify-answers'
import { fixturePath } from './paths'

const ABIS = { dnssec, owned }

/** The stand-in's answer as sent; in hostile data mode a JSON answer is rewritten like every other fixture. */
function respond(answer: StandInAnswer): HttpResponse<string> {
  const body = hostileDataOn() && answer.status === 200 ? hostileBody(answer.body) : answer.body
  return new HttpResponse(body, { status: answer.status, headers: answer.headers })
}

function hostileBody(body: string): string {
  try {
    return JSON.stringify(makeHostile(JSON.parse(body)))
  } catch {
    return body
  }
}

/** Sourcify's contract lookup, as the stand-in (mocks/sourcify-answers.ts) answers it, with the package's ABIs. */
export const verifiedContractHandlers = [
  http.get(fixturePath('verified-contract'), ({ params }) => respond(contractAnswer(String(params.chainId), String(params.address), ABIS))),
]

export const signatureLookupHandlers = [http.get(fixturePath('signature-lookup'), ({ request }) => respond(signatureAnswer(new URL(request.url).searchParams)))]
