/**
 * The chunks the build writes besides the entry. Left to itself, rolldown gives every set of importers its own chunk,
 * and a visit to a view downloaded 25 to 40 files, many under 1 KB; gzip compresses each file alone, so the same visit
 * as fewer, larger files is 3 to 4 KB smaller. Each group holds modules that the same visits download together. A group
 * takes the modules its own modules import with it, so a module that another view imports too needs a group of its own
 * or one that view loads anyway, and a group must keep each route's module out: the route preloader (route-preload.ts)
 * finds a route by its chunk's facade. The bench's total JS until idle (bench/total-js.mjs) shows what each visit
 * downloads.
 */

const SEPARATOR = '[\\\\/]'

/** Matches a module under one of `paths` (written with `/`, as regular expression source) in src/. */
function inSource(...paths: string[]): RegExp {
  return new RegExp(`${SEPARATOR}src${SEPARATOR}(${paths.join('|').replaceAll('/', SEPARATOR)})`)
}

/** Matches a module of one of the packages. */
function inPackages(...names: string[]): RegExp {
  return new RegExp(`node_modules${SEPARATOR}(${names.join('|').replaceAll('/', SEPARATOR)})${SEPARATOR}`)
}

const anyOf =
  (...patterns: RegExp[]) =>
  (id: string) =>
    patterns.some((pattern) => pattern.test(id))

const butNot =
  (included: RegExp | ((id: string) => boolean), ...excluded: RegExp[]) =>
  (id: string) =>
    (typeof included === 'function' ? included(id) : included.test(id)) && !excluded.some((pattern) => pattern.test(id))

export const CHUNK_GROUPS = [
  // Everything the entry imports statically is one file: a page asks for one script before it can start, not ten.
  { name: 'app', tags: ['$initial' as const], priority: 7 },
  // What every page reads of the watchlist, and how it shows untrusted text: the stored list's size (the home page
  // draws the watchlist's frame with it before its first paint), a Watch button's or a board's stars' stored keys,
  // and the words of "Recently viewed". The watchlist's own code (its checks, keccak for EIP-55) loads when the
  // reader presses Watch, and on the home page after its first paint.
  {
    name: 'watch-keys',
    test: inSource('lib/watchlist/(stored-watchlist|stored-watch-keys|watch-target)\\.ts', 'lib/short-hex\\.ts', 'components/UntrustedText\\.tsx'),
    priority: 6,
  },
  { name: 'watchlist', test: inSource('lib/watchlist/'), priority: 5 },
  // Checks and formats that the watchlist shares with the views, and EIP-55's checksum with keccak, which every data
  // view needs (an address link's check, viem's decoding). Claimed by neither, they went with the watchlist, and
  // every view downloaded it for them. The checks only some links need (token ids, block hashes and indexes) are a
  // file of their own.
  {
    name: 'values',
    test: inSource('lib/values/(transaction-hash|evm-address|evm-address-checksum|solana-address|shown)\\.ts', 'lib/(format|decimal)\\.ts'),
    priority: 6,
  },
  { name: 'link-values', test: inSource('lib/values/(token-id|block-hash|block-index)\\.ts'), priority: 6 },
  // What every data view loads: the API client and its schemas, the query hooks, the view loader, the readers of its
  // deep link and the small components of every page (copy, age, amount, image, watch toggle, the notices of a link
  // or a saved copy). Of its packages, what only some views use goes with them: JSON's stringify (an NFT's raw
  // metadata) and the lists' infinite queries.
  {
    name: 'view-kit',
    test: butNot(
      anyOf(
        inPackages('zod', 'lossless-json', '@tanstack/react-query', '@tanstack/query-core'),
        inSource(
          'api/(json|client|operation|request-patterns|fields|paging|cache-policies)\\.ts',
          'components/(AddressEntity|Age|CopyButton|InvalidInput|RetiredChain|RetryNotice|SafeImage|TokenAmount|TxHashLink|UnknownChain|UnusableLink|ViewActions|WatchToggle)\\.tsx',
          'components/saved-copy/',
          'lib/(time|refresh-interval|saved-copy-time)\\.ts',
          'page-meta/page-source\\.ts',
          'deep-links/(checked-link|transaction-link)\\.ts',
          'page-meta/link-problems\\.ts',
          'examples\\.ts',
          'views/(load-view|visit-name)\\.ts',
        ),
      ),
      /lossless-json[\\/]lib[\\/]esm[\\/]stringify\.js$/,
      /(infiniteQueryObserver|useInfiniteQuery)\.js$/,
    ),
    priority: 4,
  },
  // Shared by the transaction view and the RPC transaction view, and by the transaction view and the token view.
  {
    name: 'transaction-type',
    test: anyOf(
      inSource('lib/(transaction-type|decode-input|gas)\\.ts', 'api/rpc-transaction\\.ts'),
      /viem[\\/]_esm[\\/](utils[\\/]data[\\/]isHex|constants[\\/]number)\.js$/,
    ),
    priority: 3,
  },
  { name: 'erc20-transfers-api', test: inSource('api/erc20-transfers\\.ts'), priority: 3 },
  // The transaction view's own code that every transaction loads, and the decoder it loads after its first paint.
  // viem's modules go with the modules that import them: claimed here by package, they brought the ones only the
  // fixtures' code imports (encodeFunctionData, getAbiItem, erc20Abi: 1.1 KB gzip) into every transaction.
  // The route's own module stays its chunk's facade: the route preloader (route-preload.ts) finds the route by it.
  // The parts only some transactions need (the stories, the published lists, the decoded call's views, user
  // operations, the Universal Router's steps, Sourcify's lookups) stay files of their own; so does each gated story.
  {
    name: 'transaction',
    test: butNot(
      anyOf(
        inSource(
          'features/transaction/',
          'lib/tx-story/',
          'lib/verified-sources/use-',
          'lib/abi-decode/use-',
          'lib/(decode-log|token-event-abis)\\.ts',
          'views/transaction(-summary)?\\.ts',
          'api/transaction\\.ts',
        ),
      ),
      inSource(
        'lib/tx-story/(stories/(?!words\\.ts)|knowledge/|knowledge-shards|load-knowledge|story-gates|evidence|router-payouts|account-action|message-text)',
        'features/transaction/(UserOperationSection|TransactionNotFound|VerifiedSourcesNote|VerifiedName|FeeBreakdown|use-fee-breakdown|decoded/(?!LazyDecodedViews|InternalCallName))',
        'lib/tx-story/fee-breakdown\\.ts',
      ),
    ),
    priority: 2,
  },
  // The stories' pipeline, the helpers its gated stories share with it, the gated stories' loaders and the code that
  // reads their gates (src/lib/tx-story/story-gates.ts; the gates are data), and the published lists' loader: a
  // transaction that asks the lists anything is one the stories then tell. One file.
  // Each gated story stays a file of its own, loaded only for a transaction with its events or its call.
  {
    name: 'stories',
    test: inSource(
      'lib/tx-story/stories/(pipeline|story-order\\.gen|args|liquidity-flows|revoke)\\.ts',
      'lib/tx-story/(load-knowledge|knowledge-shards|story-gates(\\.gen)?)\\.ts',
    ),
    priority: 2,
  },
  // A decoded call's and a decoded event's views, which a call and a user operation's inner calls show alike.
  {
    name: 'decoded-call-views',
    test: inSource(
      'features/transaction/decoded/(?!LazyDecodedViews|DatabaseCandidates|NameSourceNote|InternalCallName|CallDecodingView|RevertReason|RouterSteps)',
    ),
    priority: 1,
  },
  // What an ERC-4337 bundle adds, in one file: its decoder, its section and its story.
  {
    name: 'user-operations',
    test: inSource(
      'lib/abi-decode/user-operations\\.ts',
      'features/transaction/(UserOperationSection|decoded/CallDecodingView)\\.tsx',
      'lib/tx-story/stories/account-abstraction\\.ts',
    ),
    priority: 0,
  },
  // Sourcify's answer for the called contract and the views of a verified name: all a transaction the offline index
  // decoded whole asks of it (load-verified-name.ts), and what its lookups below share.
  {
    name: 'verified-name',
    test: inSource(
      'lib/verified-sources/(load-verified-name|sourcify-contract|sourcify-answers|lookup-bounds)\\.ts',
      'api/(verified-contract|sourcify-patterns)\\.ts',
      'features/transaction/(VerifiedSourcesNote|VerifiedName)\\.tsx',
    ),
    priority: 1,
  },
  // Sourcify's lookups, asked after the first paint for what the offline index leaves unknown, and the views of what
  // they found: one file.
  {
    name: 'verified-decoding',
    test: inSource(
      'lib/verified-sources/(?!use-)',
      'api/(verified-contract|signature-lookup|sourcify-patterns)\\.ts',
      'features/transaction/(VerifiedSourcesNote|VerifiedName|decoded/(DatabaseCandidates|NameSourceNote))\\.tsx',
    ),
    priority: 0,
  },
  // What a transaction's page loads after its first paint: the decoder, and the fee's section with its lookup. The
  // decoder's parts only some transactions need (src/lib/abi-decode/decode-parts.ts) stay files of their own.
  {
    name: 'transaction-decoding',
    test: (id: string) =>
      butNot(
        inSource('lib/abi-decode/'),
        /[\\/]use-[^\\/]+\.ts$/,
        inSource('lib/abi-decode/(decode-error|router-steps|user-operations|decode-note|log-notes)\\.ts'),
      )(id) || inSource('features/transaction/(FeeBreakdown|FeeBreakdownSection|use-fee-breakdown)\\.tsx?', 'lib/tx-story/fee-breakdown\\.ts').test(id),
    priority: 1,
  },
]
