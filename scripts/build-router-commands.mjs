// Builds the Universal Router's command table the transaction view names `execute` steps with: each command byte's
// name and the parameters its input is ABI-encoded with, as @uniswap/universal-router-sdk publishes them
// (`CommandType`, `COMMAND_DEFINITION`, and the router 2.1.1 forms in `V2V3_SWAP_COMMANDS_V2_1_1`). Run
// `npm run generate:router-commands` after changing that package; src/lib/abi-decode/router-commands.test.ts fails
// while the committed table differs from what this writes.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAbiParameters } from 'viem'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(join(root, 'package.json'))
export const COMMANDS_FILE = join(root, 'src/lib/abi-decode/tables/universal-router-commands.json')

/** One of the SDK's `utils` modules, which its index leaves out (the 2.1.1 forms, the routers of each chain). */
const sdkUtils = (file) => require(join(dirname(require.resolve('@uniswap/universal-router-sdk')), 'utils', file))
const routerCommands = () => sdkUtils('routerCommands.js')

const parameter = ({ name, type }) => {
  const [parsed] = parseAbiParameters(`${type} ${name}`)
  return parsed
}

/**
 * Command bytes a fork of the router gives another command with the same input types: Velodrome's and Aerodrome's
 * routers (`velodrome-finance/universal-router`, `contracts/libraries/Commands.sol`) read 0x07 as `TRANSFER_FROM`
 * (token, recipient, value), where Uniswap's 2.1 reads `PAY_PORTION_FULL_PRECISION` (token, recipient, portion). Such a
 * byte is named only on Uniswap's routers of the version that added it, as the SDK's `CHAIN_CONFIGS` lists them.
 */
const FORK_REUSED = { 7: '2.1' }

/** Uniswap's routers of `version` or later on every chain the SDK lists, lowercased and sorted. */
function routersSince(version) {
  const { CHAIN_CONFIGS } = sdkUtils('constants.js')
  const atLeast = (candidate) => candidate.localeCompare(version, undefined, { numeric: true }) >= 0
  const addresses = Object.values(CHAIN_CONFIGS).flatMap(({ routerConfigs }) =>
    Object.entries(routerConfigs).flatMap(([routerVersion, { address }]) => (atLeast(routerVersion) ? [address.toLowerCase()] : [])),
  )
  return [...new Set(addresses)].sort()
}

/**
 * How a command's input reads. 'abi': ABI-encoded under one of `inputs` (older form first). 'actions': V4's
 * `(bytes actions, bytes[] params)`, which the SDK's V4 parser decodes. 'call': calldata the router forwards to a
 * position manager (Dispatcher.sol calls it with the input as is), decoded as a call.
 */
export function buildRouterCommands() {
  const { CommandType, COMMAND_DEFINITION, V2V3_SWAP_COMMANDS_V2_1_1, Parser } = routerCommands()
  const commands = {}
  for (const key of Object.keys(COMMAND_DEFINITION).sort((a, b) => Number(a) - Number(b))) {
    const definition = COMMAND_DEFINITION[key]
    const name = CommandType[key]
    if (definition.parser === Parser.Abi) {
      const forms = [definition, V2V3_SWAP_COMMANDS_V2_1_1[key]].filter(Boolean)
      const reused = FORK_REUSED[key]
      commands[key] = { name, read: 'abi', inputs: forms.map((form) => form.params.map(parameter)), ...(reused ? { routers: routersSince(reused) } : {}) }
    } else if (name === 'V4_SWAP') {
      commands[key] = { name, read: 'actions', inputs: [[parameter({ name: 'actions', type: 'bytes' }), parameter({ name: 'params', type: 'bytes[]' })]] }
    } else {
      commands[key] = { name, read: 'call', inputs: [] }
    }
  }
  return `${JSON.stringify({ commands })}\n`
}

function writeCommands() {
  mkdirSync(dirname(COMMANDS_FILE), { recursive: true })
  writeFileSync(COMMANDS_FILE, buildRouterCommands())
  console.log(`Wrote ${relative(root, COMMANDS_FILE)}`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeCommands()
