// `npm run openapi`: writes the contract's OpenAPI document to docs/openapi.json.
import { writeFileSync } from 'node:fs'

import { openApiJson } from '@member-wallet/contract/openapi'

const OPENAPI_FILE = 'docs/openapi.json'

writeFileSync(OPENAPI_FILE, openApiJson())
console.log(`Wrote ${OPENAPI_FILE}`)
