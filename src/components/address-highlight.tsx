import { createContext, useContext, useState, useSyncExternalStore } from 'react'

/** The hovered address, held outside React state so a hover re-renders only the entities it changes. */
class HoveredAddress {
  private current: string | null = null
  private readonly listeners = new Set<() => void>()

  get = (): string | null => this.current

  set = (address: string | null): void => {
    if (address === this.current) return
    this.current = address
    for (const listener of this.listeners) listener()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

const AddressHighlightContext = createContext(new HoveredAddress())

/** Hovering an address highlights every place it appears on the page, as a reader traces funds. */
export function AddressHighlightProvider({ children }: { children: React.ReactNode }) {
  const [hovered] = useState(() => new HoveredAddress())
  return <AddressHighlightContext value={hovered}>{children}</AddressHighlightContext>
}

export function useAddressHighlight(address: string | null): { highlighted: boolean; hoverProps: React.HTMLAttributes<HTMLElement> } {
  const hovered = useContext(AddressHighlightContext)
  const key = address?.toLowerCase() ?? null
  const highlighted = useSyncExternalStore(hovered.subscribe, () => key !== null && hovered.get() === key)
  return {
    highlighted,
    hoverProps: {
      onMouseEnter: () => hovered.set(key),
      onMouseLeave: () => hovered.set(null),
      onFocus: () => hovered.set(key),
      onBlur: () => hovered.set(null),
    },
  }
}
