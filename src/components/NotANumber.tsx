import { displayText } from '@/lib/display-text'
import { NOT_A_NUMBER } from '@/lib/format'

interface Props {
  /** what the service sent where a number belonged */
  raw: string
}

/** A dash in place of a value that is not a number; the text that came is in its title. */
export function NotANumber({ raw }: Props) {
  return (
    <span className="text-muted" title={displayText(raw, 200)}>
      {NOT_A_NUMBER}
    </span>
  )
}
