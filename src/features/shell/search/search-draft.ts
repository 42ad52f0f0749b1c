/** What the reader did in the search field before the search's code arrived, handed to it when it does. */
export interface SearchDraft {
  value: string
  focused: boolean
  /** Enter was pressed in it */
  entered: boolean
}
