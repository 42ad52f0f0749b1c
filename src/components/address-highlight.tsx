import { createContext, useContext, useState } from 'react'

interface AddressHighlight {
  hovered: string | null
  setHovered: (address: string | null) => void
}

const AddressHighlightContext = createContext<AddressHighlight>({ hovered: null, setHovered: () => {} })

/** Hovering an address highlights every place it appears on the page, as a reader traces funds. */
export function AddressHighlightProvider({ children }: { children: React.ReactNode }) {
  const [hovered, setHovered] = useState<string | null>(null)
  return <AddressHighlightContext value={{ hovered, setHovered }}>{children}</AddressHighlightContext>
}

export function useAddressHighlight(address: string | null): { highlighted: boolean; hoverProps: React.HTMLAttributes<HTMLElement> } {
  const { hovered, setHovered } = useContext(AddressHighlightContext)
  const key = address?.toLowerCase() ?? null
  return {
    highlighted: key !== null && hovered === key,
    hoverProps: {
      onMouseEnter: () => setHovered(key),
      onMouseLeave: () => setHovered(null),
      onFocus: () => setHovered(key),
      onBlur: () => setHovered(null),
    },
  }
}
