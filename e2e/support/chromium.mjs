// The Chromium that the e2e suite and the benchmark launch: Debian's, as Playwright cannot download its own here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Every new window builds the address bar's suggestion popups as web pages (chrome://omnibox-popup.top-chrome,
  // about 400 modules) while its first page loads. A headless window never shows them, and on two cores they took
  // 90-135 ms from each cold load the benchmark timed.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]
