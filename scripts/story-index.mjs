// The stories' index, generated from the stories themselves (src/lib/tx-story/stories/*.ts): each story declares its
// `order` and, when it cannot tell without certain events or calls, its `gate`. So a new story is its own file and its
// cases; `npm run generate` writes where it is tried, how its chunk loads, and the table the link preview uses.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const STORIES = '/src/lib/tx-story/stories'
const HEADER = '// Generated from the stories in src/lib/tx-story/stories by `npm run generate`: do not edit.'

const isStory = (value) => typeof value?.kind === 'string' && typeof value.order === 'number' && typeof value.tell === 'function'

/** The folder's files that export a story (`export const …: Story = {`), apart from the helpers they share. */
function storyFiles(root) {
  const folder = join(root, STORIES)
  return readdirSync(folder).filter(
    (file) => file.endsWith('.ts') && !/\.(cases|test|gen)\.ts$/.test(file) && /^export const \w+: Story = \{/m.test(readFileSync(join(folder, file), 'utf8')),
  )
}

/** Every story the folder exports, in the order it is tried: `{ file, name, order, gate }`. */
export async function readStories(root, load) {
  const files = storyFiles(root)
  const stories = []
  for (const file of files.sort()) {
    const module = await load(`${STORIES}/${file}`)
    for (const [name, value] of Object.entries(module)) {
      if (isStory(value)) stories.push({ file: file.replace(/\.ts$/, ''), name, order: value.order, gate: value.gate ?? null })
    }
  }
  stories.sort((a, b) => a.order - b.order)
  for (const [index, story] of stories.entries()) {
    const next = stories[index + 1]
    if (next?.order === story.order) throw new Error(`${story.name} and ${next.name} share order ${story.order}: give each its own place`)
  }
  return stories
}

/** src/lib/tx-story/story-gates.gen.ts: each gated story's chunk, named by its file. */
export function renderStoryGates(stories) {
  const gated = stories.filter((story) => story.gate)
  return [
    HEADER,
    '',
    "/** Each gated story's module, by its file: a chunk of its own (its gate is in story-gates.gen.json). */",
    'export const GATED_STORY_MODULES = {',
    ...gated.map(({ file }) => `  '${file}': () => import('./stories/${file}'),`),
    '} satisfies Record<string, () => Promise<object>>',
    '',
  ].join('\n')
}

/** A gate as data: its `names` patterns as their source and flags. */
const storedGate = ({ names, ...gate }) => (names ? { ...gate, names: names.map(({ source, flags }) => ({ source, flags })) } : gate)

/**
 * src/lib/tx-story/story-gates.gen.json: each gated story's gate, by its file: the events, calls, names, parties and
 * roles without one of which it cannot tell. Data the page fetches once a transaction may have a story, not code.
 */
export function renderStoryGateTable(stories) {
  const table = Object.fromEntries(stories.filter((story) => story.gate).map(({ file, gate }) => [file, storedGate(gate)]))
  return `${JSON.stringify(table, null, 2)}\n`
}

/** src/lib/tx-story/stories/story-order.gen.ts: every story in the order it is tried, a gated one by name. */
export function renderStoryOrder(stories) {
  const plain = stories.filter((story) => !story.gate)
  return [
    HEADER,
    "import type { Story } from '../story'",
    "import type { GatedStoryName } from '../story-gates'",
    ...plain.map(({ file, name }) => `import { ${name} } from './${file}'`),
    '',
    '/** Every story, lowest `order` first; the first that tells names the line. A gated story is named by its file. */',
    'export const STORY_ORDER: readonly (Story | GatedStoryName)[] = [',
    ...stories.map(({ file, name, gate }) => `  ${gate ? `'${file}'` : name},`),
    ']',
    '',
  ].join('\n')
}

/** src/lib/tx-story/stories/gated-stories.gen.ts: every gated story loaded at once, for the link preview, the corpus and the tests. */
export function renderGatedStories(stories) {
  const gated = [...stories.filter((story) => story.gate)].sort((a, b) => a.file.localeCompare(b.file))
  return [
    HEADER,
    "import type { Story } from '../story'",
    "import type { GatedStoryName } from '../story-gates'",
    ...gated.map(({ file, name }) => `import { ${name} } from './${file}'`),
    '',
    'export const GATED_STORY_LIST: Record<GatedStoryName, Story> = {',
    ...gated.map(({ file, name }) => `  '${file}': ${name},`),
    '}',
    '',
  ].join('\n')
}

/** A story's doc comment as one line of text per part: what it speaks on, and its `@example` line. */
function storyDoc(root, { file, name }) {
  const text = readFileSync(join(root, STORIES, `${file}.ts`), 'utf8')
  const comment = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nexport const ${name}: Story`).exec(text)?.[1]
  const flat = (comment ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
  const [, speaksWhen, example] = /^\s*Speaks when (.+?)\.\s+@example (.+?)\s*$/.exec(flat) ?? []
  if (!speaksWhen) throw new Error(`${file}.ts: ${name} needs a doc comment "Speaks when ….", then "@example <its line>"`)
  return { speaksWhen, example }
}

/** The kinds table in docs/transaction-stories.md, in the order the stories are tried. */
export function renderStoryKinds(root, stories) {
  return [
    '| Story (`stories/<file>.ts`) | Speaks when | Line |',
    '|---|---|---|',
    ...stories.map((story) => {
      const { speaksWhen, example } = storyDoc(root, story)
      return `| \`${story.file}\` | ${speaksWhen} | ${example} |`
    }),
  ].join('\n')
}
