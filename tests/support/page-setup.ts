import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library unmounts a test's page by itself only with vitest's globals, off here.
afterEach(cleanup)
