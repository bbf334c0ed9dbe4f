// The command line of `npm run contract:check`; returns the exit code.
import { parseArgs } from 'node:util'

import { formatTable, passed, runContractCheck } from './run'

const USAGE = `Checks a backend's answers against the contract, read-only.

usage: npm run contract:check -- --backend URL --phone PHONE --password PASSWORD [--timeout MS]

It logs in as the given member and makes only reads (lookups, profile, wallet, lists, checks);
it never moves money or changes data. Exit code 1 when an answer is missing a field SPEC §3/§7
lists, fails the contract's schema, or is an error; 2 on wrong arguments.`

type Io = { log: (text: string) => void; fetch?: typeof fetch }

export async function contractCheckCli(argv: string[], io: Io = { log: console.log }) {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        backend: { type: 'string' },
        phone: { type: 'string' },
        password: { type: 'string' },
        timeout: { type: 'string', default: '60000' },
        help: { type: 'boolean', default: false },
      },
    }))
  } catch (error) {
    io.log(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (values.help) {
    io.log(USAGE)
    return 0
  }
  const timeoutMs = Number(values.timeout)
  if (!values.backend || !values.phone || !values.password || !(timeoutMs > 0)) {
    io.log(USAGE)
    return 2
  }
  try {
    new URL(values.backend)
  } catch {
    io.log(`--backend must be an address such as https://api.example.com, got "${values.backend}"`)
    return 2
  }
  const rows = await runContractCheck({
    backend: values.backend,
    phone: values.phone,
    password: values.password,
    timeoutMs,
    fetch: io.fetch,
  })
  io.log(formatTable(rows))
  return passed(rows) ? 0 : 1
}
