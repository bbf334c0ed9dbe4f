// The template database the app's tests copy when they start a mock: the mock's own global setup
// (mock-server/tests/global-setup.ts), and tests/.tmp for what the app's tests write themselves.
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import setupMock from '../mock-server/tests/global-setup'

export { TEMPLATE_DB, TMP_DIR } from '../mock-server/tests/global-setup'

export default function setup(): () => void {
  mkdirSync(path.resolve('tests/.tmp'), { recursive: true })
  return setupMock()
}
