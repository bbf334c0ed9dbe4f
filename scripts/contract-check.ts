// `npm run contract:check -- --backend URL --phone P --password W`: see contract-check/cli.ts.
import { contractCheckCli } from './contract-check/cli'

process.exitCode = await contractCheckCli(process.argv.slice(2))
