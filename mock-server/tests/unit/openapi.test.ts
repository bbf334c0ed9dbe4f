import { readFileSync } from 'node:fs'

import { PrismaLibSQL } from '@prisma/adapter-libsql'
import { PrismaClient } from '@prisma/client'
import { afterAll, describe, expect, test } from 'vitest'
import * as z from 'zod'

import { ERROR_CODES, GONE_MESSAGE } from '@member-wallet/contract/errors'
import {
  contractEndpoints,
  type JsonObject,
  jsonSchemaOf,
  openApiDocument,
  openApiJson,
  pathShape,
} from '@member-wallet/contract/openapi'
import { endpoints } from '@member-wallet/contract/schemas'

import { createMockApp } from '../../server'

const OPENAPI_FILE = 'docs/openapi.json'

const doc = openApiDocument()
const paths = doc.paths as Record<string, Record<string, JsonObject>>

type Operation = JsonObject & {
  operationId: string
  parameters: JsonObject[]
  responses: Record<string, JsonObject>
  requestBody?: { content: Record<string, { schema: JsonObject }> }
  security?: Record<string, string[]>[]
}

const operations = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op: op as Operation })),
)

const byId = new Map(operations.map((entry) => [entry.op.operationId, entry]))

function opOf(id: string): Operation {
  const entry = byId.get(id)
  if (!entry) throw new Error(`no operation ${id}`)
  return entry.op
}

/** `(method, path)` with the parameters' names left out: `GET /api/qrcode/{}`. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${pathShape(path).replace(/(?<=.)\/+$/, '')}`

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  )
}

function resolve(ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc)
}

describe('the OpenAPI document', () => {
  test('is OpenAPI 3.1 with the package version', () => {
    expect(doc.openapi).toBe('3.1.0')
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
    expect(doc.info).toMatchObject({ title: 'Lucky Wallet member API', version: pkg.version })
  })

  test('docs/openapi.json is up to date', () => {
    const generated = openApiJson()
    const stored = readFileSync(OPENAPI_FILE, 'utf8')
    if (stored === generated) return
    const storedLines = stored.split('\n')
    const generatedLines = generated.split('\n')
    const index = generatedLines.findIndex((text, i) => text !== storedLines[i])
    const line = index === -1 ? generatedLines.length + 1 : index + 1
    expect.fail(
      `${OPENAPI_FILE} is stale (first difference at line ${line}): run \`npm run openapi\` and commit it`,
    )
  })

  test('has every endpoint of the contract once, under its group and name', () => {
    const expected = contractEndpoints().map(({ group, name, endpoint }) => ({
      id: `${group}.${name}`,
      route: routeKey(endpoint.method, endpoint.path),
      tag: group,
    }))
    const actual = operations.map(({ path, method, op }) => ({
      id: op.operationId,
      route: routeKey(method, path),
      tag: (op.tags as string[])[0],
    }))
    const order = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
    expect(actual.sort(order)).toEqual(expected.sort(order))
    expect(byId.size).toBe(operations.length)
    expect(operations.length).toBe(
      Object.values(endpoints).reduce((sum, group) => sum + Object.keys(group).length, 0),
    )
  })

  test('every operation has a success and an error response', () => {
    for (const { op } of operations) {
      expect(Object.keys(op.responses), op.operationId).toEqual(['200', 'default'])
      expect(op.responses['200']!.content, op.operationId).toHaveProperty('application/json.schema')
      expect(op.responses.default).toEqual({ $ref: '#/components/responses/Error' })
    }
  })

  test('every {param} of a path is a required path parameter, and nothing else is', () => {
    for (const { path, op } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      const declared = op.parameters.filter((parameter) => parameter.in === 'path')
      expect(
        declared.map((parameter) => parameter.name),
        op.operationId,
      ).toEqual(inPath)
      for (const parameter of declared) expect(parameter.required).toBe(true)
      expect(path, 'Express-style :param left in the path').not.toMatch(/:\w/)
    }
  })

  test('one template per path shape (OpenAPI forbids two that differ only in names)', () => {
    const shapes = Object.keys(paths).map((path) => pathShape(path))
    expect(new Set(shapes).size).toBe(shapes.length)
    // /api/qrcode/:provider and /api/qrcode/:qrcodeId share one
    expect(opOf('deposit.qrCancel').parameters).toContainEqual(
      expect.objectContaining({ name: 'provider', in: 'path', description: expect.any(String) }),
    )
  })

  test('every $ref points into the document, and no schema keeps local $defs', () => {
    const refs = refsIn(doc)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\//)
      expect(resolve(ref), ref).toBeDefined()
    }
    expect(JSON.stringify(doc)).not.toContain('$defs')
    expect(JSON.stringify(doc)).not.toContain('"$schema"')
  })

  test('the client header on every call, the bearer token where the contract needs it', () => {
    for (const { group, name, endpoint } of contractEndpoints()) {
      const op = opOf(`${group}.${name}`)
      expect(op.parameters[0]).toEqual({ $ref: '#/components/parameters/ClientType' })
      expect(op.security, op.operationId).toEqual(endpoint.auth ? [{ bearer: [] }] : undefined)
    }
    expect(resolve('#/components/parameters/ClientType')).toMatchObject({
      name: 'X-Client-Type',
      in: 'header',
      schema: { const: 'wallet-user' },
    })
    expect(resolve('#/components/securitySchemes/bearer')).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
  })

  test('errors are { message } with every §8 code and gone', () => {
    const schema = resolve('#/components/schemas/ErrorBody') as {
      properties: { message: { enum: string[] } }
      required: string[]
    }
    expect(schema.required).toEqual(['message'])
    expect(schema.properties.message.enum).toEqual(expect.arrayContaining([...ERROR_CODES]))
    expect(schema.properties.message.enum).toContain(GONE_MESSAGE)
  })

  test('request bodies as sent (input), responses as received (output)', () => {
    const register = opOf('account.register').requestBody!.content['application/json']!.schema
    // defaulted fields may be left out by the sender
    expect(register.required).toEqual(['name', 'username', 'password'])
    const profile = opOf('account.profile').responses['200']!.content as Record<
      string,
      { schema: JsonObject }
    >
    // the app ignores extra fields, so a backend may send them
    expect(profile['application/json']!.schema).not.toHaveProperty('additionalProperties')
    expect(opOf('account.profile')).not.toHaveProperty('requestBody')
  })

  test('uploads are multipart with a binary file part', () => {
    for (const id of ['deposit.slip', 'chat.uploadImage', 'chat.uploadVideo']) {
      const content = opOf(id).requestBody!.content
      expect(Object.keys(content)).toEqual(['multipart/form-data'])
      expect(content['multipart/form-data']!.schema).toMatchObject({
        type: 'object',
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      })
      expect(opOf(id)['x-timeout-ms']).toBe(300_000)
    }
  })
})

describe('jsonSchemaOf', () => {
  test('turns what JSON Schema cannot say into something rather than failing', () => {
    const schema = z.object({
      at: z.date(),
      length: z.string().transform((text) => text.length),
    })
    expect(jsonSchemaOf(schema, 'output')).toEqual({
      type: 'object',
      properties: { at: { type: 'string', format: 'date-time' }, length: {} },
      required: ['at', 'length'],
    })
    expect(jsonSchemaOf(schema, 'input')).toMatchObject({
      properties: { at: { type: 'string', format: 'date-time' }, length: { type: 'string' } },
    })
  })
})

// Builds the mock's routes only: no query runs, so the database is never opened.
const prisma = new PrismaClient({ adapter: new PrismaLibSQL({ url: 'file::memory:' }) })
afterAll(() => prisma.$disconnect())

type Layer = {
  regexp: RegExp & { fast_slash?: boolean }
  route?: { path: string; methods: Record<string, boolean> }
  handle: { stack?: Layer[] }
}

/** The path an Express 4 router is mounted at, from the pattern app.use() compiled. */
function mountPath(layer: Layer): string {
  if (layer.regexp.fast_slash) return ''
  return layer.regexp.source.replace(/^\^/, '').replace('\\/?(?=\\/|$)', '').replace(/\\\//g, '/')
}

function routesOf(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = prefix + layer.route.path
      return Object.keys(layer.route.methods).map((method) => routeKey(method, path))
    }
    return layer.handle.stack ? routesOf(layer.handle.stack, prefix + mountPath(layer)) : []
  })
}

test('the mock serves exactly the documented /api operations', () => {
  const app = createMockApp({ prisma, config: { quiet: true } })
  const stack = (app as unknown as { _router: { stack: Layer[] } })._router.stack
  const mockRoutes = routesOf(stack).filter((route) => / \/api\//.test(route))
  expect(new Set(mockRoutes).size).toBe(mockRoutes.length)
  expect(mockRoutes.sort()).toEqual(
    operations.map(({ method, path }) => routeKey(method, path)).sort(),
  )
})
