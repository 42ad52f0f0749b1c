import { decodeAbiParameters, encodeAbiParameters, parseAbiParameters } from 'viem'
import { readFileSync } from 'node:fs'
const d = JSON.parse(readFileSync('/work/shared/corpus/transactions.json','utf8'))
const [prefix, types] = process.argv.slice(2)
const r = d.find((x) => x.hash.startsWith(prefix))
const params = parseAbiParameters(types)
const data = '0x' + r.input.slice(10)
const v = decodeAbiParameters(params, data)
const e = encodeAbiParameters(params, v)
let i = 2; while (i < e.length && e[i] === data[i]) i++
console.log('len data', (data.length-2)/2, 'enc', (e.length-2)/2, 'first diff at byte', (i-2)/2, data.slice(i-64, i+64), '\n', e.slice(i-64, i+64))
