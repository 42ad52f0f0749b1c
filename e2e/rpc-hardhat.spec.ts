import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures'

/**
 * The lookup against a real Ethereum node: this file starts a Hardhat 2 node on a free loopback port, sends a
 * transaction through JSON-RPC, finds it with the app through the custom endpoint, and stops the node.
 */

const HARDHAT_CLI = fileURLToPath(new URL('../node_modules/hardhat/internal/cli/bootstrap.js', import.meta.url))
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
const STARTUP_TIMEOUT_MS = 60_000

let node: ChildProcess | null = null
let configDir: string | null = null
let rpcUrl = ''
let nodeOutput = ''

test.describe.configure({ mode: 'serial' })

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(5_000),
  })
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string } }
  if (body.error) throw new Error(`${method} failed: ${body.error.code} ${body.error.message}`)
  return body.result as T
}

async function waitUntilAnswering(): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  for (;;) {
    if (node?.exitCode !== null) throw new Error(`the Hardhat node exited with ${node?.exitCode}:\n${nodeOutput}`)
    try {
      await rpc<string>('eth_chainId')
      return
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`the Hardhat node did not answer at ${rpcUrl} within ${STARTUP_TIMEOUT_MS} ms (${String(error)}):\n${nodeOutput}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** Ends the node and everything it started: it runs in its own process group. */
async function stopNode(): Promise<void> {
  const running = node
  node = null
  if (!running?.pid || running.exitCode !== null) return
  const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
  try {
    process.kill(-running.pid, 'SIGTERM')
  } catch {
    return
  }
  const stillRunning = await Promise.race([exited.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5_000))])
  if (stillRunning) {
    try {
      process.kill(-running.pid, 'SIGKILL')
    } catch {
      // Already gone between the check and the kill.
    }
  }
}

test.beforeAll(async () => {
  test.setTimeout(STARTUP_TIMEOUT_MS + 30_000)
  // Hardhat 2 refuses to run outside a project; an empty config in a temporary folder is enough for `node`.
  configDir = await mkdtemp(path.join(tmpdir(), 'chainview-hardhat-'))
  const configFile = path.join(configDir, 'hardhat.config.cjs')
  await writeFile(configFile, 'module.exports = {}\n')
  const port = await freeLoopbackPort()
  rpcUrl = `http://127.0.0.1:${port}`
  node = spawn(process.execPath, [HARDHAT_CLI, '--config', configFile, 'node', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
  })
  const keep = (chunk: Buffer) => {
    nodeOutput = (nodeOutput + chunk.toString()).slice(-4_000)
  }
  node.stdout?.on('data', keep)
  node.stderr?.on('data', keep)
  await waitUntilAnswering()
})

test.afterAll(async () => {
  await stopNode()
  if (configDir) await rm(configDir, { recursive: true, force: true })
})

test('finds a transaction mined on a local Hardhat node by block hash and index', async ({ page }) => {
  const [from, to] = await rpc<string[]>('eth_accounts')
  if (!from || !to) throw new Error('the Hardhat node has no unlocked accounts')
  const value = 1_234_500_000_000_000_000n
  const hash = await rpc<string>('eth_sendTransaction', [{ from, to, value: `0x${value.toString(16)}` }])
  let receipt = await rpc<{ blockHash: string; transactionIndex: string } | null>('eth_getTransactionReceipt', [hash])
  if (!receipt) {
    await rpc<string>('evm_mine')
    receipt = await rpc<{ blockHash: string; transactionIndex: string } | null>('eth_getTransactionReceipt', [hash])
  }
  if (!receipt) throw new Error('the transaction was not mined')
  const index = Number(BigInt(receipt.transactionIndex))

  await page.goto('/rpc')
  await page.getByLabel('Block hash', { exact: true }).fill(receipt.blockHash)
  await page.getByLabel('Index', { exact: true }).fill(String(index))
  await page.getByRole('radio', { name: /Custom JSON-RPC URL/ }).check()
  await page.getByLabel('JSON-RPC URL', { exact: true }).fill(rpcUrl)
  await page.getByRole('button', { name: 'Look up' }).click()

  await expect(page).toHaveURL(`/rpc/eth/block/${receipt.blockHash}/tx/${index}`)
  await expect(page.getByText(`custom endpoint 127.0.0.1:${new URL(rpcUrl).port}`)).toBeVisible()
  const field = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition')
  await expect(field('Transaction hash')).toHaveText(hash)
  await expect(field('From')).toHaveText(from.toLowerCase())
  await expect(field('To')).toHaveText(to.toLowerCase())
  await expect(field('Value')).toHaveText(/^1\.2345\s*ETH\s*0x1121d33597384000$/)
  await expect(field('Block hash')).toHaveText(receipt.blockHash)
  await expect(field('Chain id')).toHaveText(/^31337\s*0x7a69$/)
  await expect(page.getByRole('note')).toContainText('signed for chain id 31337, not Ethereum')

  // The endpoint lives in this browser, not in the link: a reload asks the same node again.
  await page.reload()
  await expect(field('Transaction hash')).toHaveText(hash)
})
