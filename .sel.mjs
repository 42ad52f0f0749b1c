import { toFunctionSelector, toEventSelector } from 'viem'
const fns = process.argv.slice(2)
for (const f of fns) { try { console.log(f.startsWith('event ') ? toEventSelector(f) : toFunctionSelector(f), f) } catch (e) { console.log('ERR', f, e.message.slice(0,80)) } }
