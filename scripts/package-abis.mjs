// Reading a pinned package's ABIs: the signature index (build-signature-index.mjs) and the knowledge sources that
// declare their package's ABIs (knowledge-sources/) read them the same way.
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(join(root, 'package.json'))

/** A package's folder; one whose `exports` hides package.json (permit2-sdk) is found where npm installs it. */
export function packageDir(name) {
  try {
    return dirname(require.resolve(`${name}/package.json`))
  } catch {
    return join(root, 'node_modules', name)
  }
}

/** Every *.json file under a folder, sorted, leaving out nested node_modules and Hardhat's debug files. */
function jsonFiles(dir) {
  const found = []
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path)
      } else if (entry.name.endsWith('.json') && !entry.name.endsWith('.dbg.json')) found.push(path)
    }
  }
  walk(dir)
  return found
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))

/** ABIs of the artifacts under `folder` of package `name`; `keep` filters on the artifact and its path. */
export function artifactAbis(name, folder, keep = () => true) {
  const base = packageDir(name)
  return jsonFiles(join(base, folder)).flatMap((path) => {
    const artifact = readJson(path)
    const abi = Array.isArray(artifact) ? artifact : (artifact.abi ?? artifact.compilerOutput?.abi)
    return Array.isArray(abi) && keep(artifact, relative(base, path)) ? [{ source: `${name}/${relative(base, path)}`, abi }] : []
  })
}
