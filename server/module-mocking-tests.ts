import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const TEST_FILE = /\.test\.tsx?$/
const MOCKS_A_MODULE = /\bvi\.(do)?mock\(/

/** The test files under `roots` that replace a module with vi.mock, which takes effect only where it is imported afresh. */
export function testsThatMockModules(roots: readonly string[]): string[] {
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => join(root, file))
      .filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8'))),
  )
}
