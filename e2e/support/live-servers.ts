import { spawn, type ChildProcess } from 'node:child_process'
import { constants } from 'node:fs'
import { chmod, cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A server a live-mode spec started, with everything it printed (to check that no line holds the key). */
export interface LiveServer {
  baseURL: string
  output(): string
  stop(): Promise<void>
}

/** The build Playwright's web server made for this run (playwright.config.ts): one build serves every mode. */
export const BUILD_DIR = path.resolve(process.env.E2E_DIST ?? 'dist')

/** `npm run preview` with vite preview's own flags, as a user would run it, with the given environment. */
export function startPreview(port: number, env: Record<string, string>): Promise<LiveServer> {
  const args = ['run', 'preview', '--', '--outDir', BUILD_DIR, '--port', String(port), '--strictPort', '--host', '127.0.0.1']
  return startServer('npm', args, port, env)
}

/** `npm run dev` on the source tree, as a developer would start it. */
export function startDev(port: number, env: Record<string, string>): Promise<LiveServer> {
  return startServer('npm', ['run', 'dev', '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], port, env)
}

/**
 * deploy/run-nginx.sh serving a copy of the build from a fresh runtime directory: nginx's workers (www-data when the
 * tests run as root) can read it wherever the checkout lives, a 0700 home directory included.
 */
export async function startNginx(port: number, env: Record<string, string>): Promise<LiveServer> {
  const runtimeDir = await mkdtemp(path.join(tmpdir(), 'chainview-nginx-e2e-'))
  await chmod(runtimeDir, 0o711)
  const distDir = path.join(runtimeDir, 'dist')
  await cp(BUILD_DIR, distDir, { recursive: true, mode: constants.COPYFILE_FICLONE })
  await makeReadable(distDir)
  const server = await startServer('bash', ['deploy/run-nginx.sh'], port, {
    ...env,
    DIST_DIR: distDir,
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_RUNTIME_DIR: runtimeDir,
  })
  return {
    ...server,
    stop: async () => {
      await server.stop()
      await rm(runtimeDir, { recursive: true, force: true })
    },
  }
}

/** a+rX: what a served directory needs, whatever the umask the checkout was made with. */
async function makeReadable(dir: string): Promise<void> {
  await chmod(dir, 0o755)
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) await makeReadable(full)
    else await chmod(full, 0o644)
  }
}

async function startServer(command: string, args: string[], port: number, env: Record<string, string>): Promise<LiveServer> {
  let output = ''
  // Its own process group, so stopping it also stops what npm started.
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server: LiveServer = {
    baseURL: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => stopGroup(child, exited),
  }
  try {
    await waitUntilServing(server.baseURL, child)
  } catch (error) {
    await server.stop()
    throw new Error(`${command} ${args.join(' ')} did not start: ${(error as Error).message}\n${output}`)
  }
  return server
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`)
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('timed out')
}

async function stopGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
}
