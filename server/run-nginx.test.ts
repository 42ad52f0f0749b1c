import { execFileSync, spawnSync } from 'node:child_process'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const SCRIPT = path.resolve(import.meta.dirname, '../deploy/run-nginx.sh')
const isRoot = process.getuid?.() === 0
// As root nginx's workers run as www-data, who may not enter another user's 0700 directory; otherwise they run as
// this user, whom only a directory closed to everyone keeps out.
const worker = isRoot ? 'www-data' : userInfo().username
const closedMode = isRoot ? 0o700 : 0o000

const made: string[] = []
afterEach(async () => {
  for (const dir of made.splice(0)) {
    await chmod(dir, 0o700)
    await rm(dir, { recursive: true, force: true })
  }
})

/** A directory the workers cannot enter, holding a build. */
async function closedBuild(): Promise<{ closed: string; dist: string }> {
  const closed = await mkdtemp(path.join(tmpdir(), 'chainview-closed-'))
  made.push(closed)
  const dist = path.join(closed, 'dist')
  await mkdir(dist)
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Chainview</title>')
  await chmod(closed, closedMode)
  return { closed, dist }
}

function runNginx(env: Record<string, string>) {
  const started = Date.now()
  const result = spawnSync('bash', [SCRIPT], {
    env: { ...process.env, NGINX_LISTEN: '127.0.0.1:4297', API_KEY: '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  })
  return { status: result.status, stderr: result.stderr, seconds: (Date.now() - started) / 1000 }
}

function nginxProcessesFor(runtimeDir: string): string {
  try {
    return execFileSync('pgrep', ['-af', `nginx.*${runtimeDir}`], { encoding: 'utf8' })
  } catch {
    return ''
  }
}

describe('deploy/run-nginx.sh with a build its workers cannot read', () => {
  it('stops within seconds and says who is blocked where, and the ways out', async () => {
    const { closed, dist } = await closedBuild()
    const runtimeDir = path.join(tmpdir(), `chainview-nginx-blocked-${process.pid}`)
    const result = runNginx({ DIST_DIR: dist, NGINX_RUNTIME_DIR: runtimeDir })
    expect(result.status).toBe(1)
    expect(result.seconds).toBeLessThan(5)
    expect(result.stderr).toContain(`nginx's workers run as ${worker}, who cannot enter ${closed}`)
    expect(result.stderr).toContain('so every page would be answered 403')
    expect(result.stderr).toMatch(/NGINX_USER=\S+ .*run-nginx\.sh/)
    expect(result.stderr).toContain(`cp -r ${dist} /srv/chainview && DIST_DIR=/srv/chainview`)
    expect(nginxProcessesFor(runtimeDir)).toBe('')
  })

  it('says the same of a runtime directory the workers cannot reach', async () => {
    const { closed } = await closedBuild()
    const open = await mkdtemp(path.join(tmpdir(), 'chainview-open-'))
    made.push(open)
    await chmod(open, 0o755)
    await mkdir(path.join(open, 'dist'), { mode: 0o755 })
    await writeFile(path.join(open, 'dist', 'index.html'), '<!doctype html><title>Chainview</title>', { mode: 0o644 })
    const result = runNginx({ DIST_DIR: path.join(open, 'dist'), NGINX_RUNTIME_DIR: path.join(closed, 'runtime') })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`nginx's workers run as ${worker}, who cannot enter ${closed}`)
    expect(result.stderr).toContain('to reach NGINX_RUNTIME_DIR')
    expect(nginxProcessesFor(closed)).toBe('')
  })
})

describe('deploy/run-nginx.sh with a ceiling or saved-copy time it cannot read', () => {
  it('stops at once and names the variable and a value it takes', async () => {
    const open = await mkdtemp(path.join(tmpdir(), 'chainview-open-'))
    made.push(open)
    await chmod(open, 0o755)
    await mkdir(path.join(open, 'dist'), { mode: 0o755 })
    await writeFile(path.join(open, 'dist', 'index.html'), '<!doctype html><title>Chainview</title>', { mode: 0o644 })
    const cases: [name: string, value: string, example: string][] = [
      ['NGINX_UPSTREAM_RATE', '20', '20r/s'],
      ['NGINX_UPSTREAM_BURST', '0', 'whole number from 1'],
      ['NGINX_STALE_MAX', '1 day', '12h'],
    ]
    for (const [name, value, example] of cases) {
      const result = runNginx({ [name]: value, DIST_DIR: path.join(open, 'dist'), NGINX_RUNTIME_DIR: path.join(open, 'runtime') })
      expect(result.status, name).toBe(1)
      expect(result.stderr, name).toContain(`run-nginx: ${name} must be`)
      expect(result.stderr, name).toContain(example)
    }
  })
})
