import { describeLinkPreviews } from './support/link-preview-suite'
import { startNginx, startPreview } from './support/live-servers'

// A crawler's view of deep links, from both servers that render link previews in live mode.
describeLinkPreviews({ title: 'link previews from vite preview in live mode', ports: [4331, 4332, 4333], start: startPreview })
describeLinkPreviews({ title: 'link previews from nginx in live mode', ports: [4334, 4335, 4336], start: startNginx })
