import { describeLiveMode } from './support/live-suite'
import { startPreview } from './support/live-servers'

// The production build under `npm run preview -- --port … --strictPort --host 127.0.0.1`, API_KEY set at start.
describeLiveMode({ title: 'live mode through vite preview', port: 4211, upstreamPort: 4212, start: startPreview })
