/** The part of an njs request the marker reads. */
export interface MarkedRequest {
  variables: Record<string, string | undefined>
}

declare const savedCopy: {
  marker(r: MarkedRequest): '1' | ''
  parseTime(text: string | undefined): number
}

export default savedCopy
