import { useEffect, useState, type RefObject } from 'react'

/**
 * How far below the top of the document the element starts, as of its mount; null until known. It is taken from the first
 * intersection report, which comes after the browser's own layout of the frame: asking the element for its box in an
 * effect would make the browser lay out everything that was just inserted there and then, inside the same task.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      setTop(element.getBoundingClientRect().top + window.scrollY)
      return
    }
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect()
      if (entry) setTop(entry.boundingClientRect.top + window.scrollY)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return top
}
