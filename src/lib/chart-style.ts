/** Axis labels in the muted text colour of the active theme. */
export const axisTick = { fill: 'var(--cv-muted)', fontSize: 12 }

/** A chart that fills its frame and follows the frame's size (recharts' `responsive` charts). */
export const fillFrame = { width: '100%', height: '100%' }
