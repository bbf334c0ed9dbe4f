// The contract as an OpenAPI 3.1 document (docs/openapi.json, GET /openapi.json on the mock):
// every endpoint of packages/contract/src/schemas with its schemas converted by zod's own
// z.toJSONSchema.
import * as z from 'zod'

// the document's version is the product's release: the root (the app's) package.json
import packageJson from '../../../package.json' with { type: 'json' }
import { ERROR_CODES, GONE_MESSAGE } from './errors'
import {
  CLIENT_HEADER,
  DEFAULT_TIMEOUT_MS,
  type Endpoint,
  endpoints,
  SPIN_ERROR_CODES,
} from './schemas'

export type JsonObject = { [key: string]: unknown }

type AnyEndpoint = Endpoint<z.ZodType | null, z.ZodType>

/** The multipart part that carries the file (SLIP_FILE_FIELD and CHAT_FILE_FIELD). */
const FILE_FIELD = 'file'

const METHOD_ORDER = ['get', 'post', 'put', 'delete'] as const

const DESCRIPTION = `Generated from the zod schemas in \`packages/contract/src/schemas/\` by
\`npm run openapi\` (\`packages/contract/src/openapi.ts\`); do not edit it by hand. It is what
the app expects of any backend, and what the bundled mock backend implements:

- JSON request and response bodies. An answer the app receives is validated against the
  contract; one that does not match is shown to the player as a generic error. Extra fields
  are ignored.
- Errors as an HTTP error status with \`{ "message": "<CODE>" }\`, using the codes of
  \`packages/contract/src/errors.ts\` (SPEC §8); \`gone\` once the operator's service is
  terminated (every call but \`GET /api/lookup/active\` then answers 410).
- The member's token as \`Authorization: Bearer <token>\` on the operations that need it,
  \`${CLIENT_HEADER.name}: ${CLIENT_HEADER.value}\` and the player's \`X-Forwarded-For\` on every call.
- An answer within ${DEFAULT_TIMEOUT_MS / 1000} s (uploads: see each operation's
  \`x-timeout-ms\`); the app gives up after that.`

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as sent or as received. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    // types JSON Schema cannot describe (a transform's result, …) become "any value"
    unrepresentable: 'any',
    override({ zodSchema, jsonSchema }) {
      const def = zodSchema._zod.def
      // a date crosses the wire as an ISO string
      if (def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' })
      // z.object strips unknown keys rather than refusing them: the app ignores extra fields
      if (io === 'output' && def.type === 'object' && def.catchall === undefined) {
        delete jsonSchema.additionalProperties
      }
    },
  })
  return json
}

/** `/api/qrcode/:provider` → `/api/qrcode/{provider}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}')
}

/** The same path whatever its parameters are called: `/api/qrcode/{}`. */
export function pathShape(path: string): string {
  return path.replace(/:\w+|\{\w+\}/g, '{}')
}

function paramNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)|\{(\w+)\}/g)].map((match) => (match[1] ?? match[2])!)
}

function requestBody(endpoint: AnyEndpoint): JsonObject | undefined {
  if (endpoint.multipart) {
    return {
      required: true,
      description: endpoint.auth
        ? `The file in the \`${FILE_FIELD}\` part.`
        : `The file in the \`${FILE_FIELD}\` part; a guest sends a \`guestId\` part before it.`,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              [FILE_FIELD]: {
                type: 'string',
                format: 'binary',
                contentMediaType: 'application/octet-stream',
              },
            },
            required: [FILE_FIELD],
          },
        },
      },
    }
  }
  if (!endpoint.body) return undefined
  return {
    required: true,
    content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
  }
}

/**
 * OpenAPI allows one template per path shape, so endpoints that name the same segment
 * differently (`/api/qrcode/:provider` and `/api/qrcode/:qrcodeId`) share the first name seen;
 * the others' parameters say what the contract calls them.
 */
function pathParameters(templateNames: string[], contractNames: string[]): JsonObject[] {
  return templateNames.map((name, index) => {
    const contractName = contractNames[index]
    return {
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
      ...(contractName !== name && {
        description: `Called \`${contractName}\` by the contract for this operation.`,
      }),
    }
  })
}

function operation(
  group: string,
  name: string,
  endpoint: AnyEndpoint,
  template: string,
): JsonObject {
  const body = requestBody(endpoint)
  return {
    operationId: `${group}.${name}`,
    tags: [group],
    parameters: [
      { $ref: '#/components/parameters/ClientType' },
      { $ref: '#/components/parameters/ForwardedFor' },
      ...pathParameters(paramNames(template), paramNames(endpoint.path)),
    ],
    ...(body && { requestBody: body }),
    responses: {
      '200': {
        description: 'Success.',
        content: { 'application/json': { schema: jsonSchemaOf(endpoint.response, 'output') } },
      },
      default: { $ref: '#/components/responses/Error' },
    },
    ...(endpoint.auth && { security: [{ bearer: [] }] }),
    'x-timeout-ms': endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  }
}

/** Every endpoint of the contract with its group and name, in the contract's order. */
export function contractEndpoints(): { group: string; name: string; endpoint: AnyEndpoint }[] {
  return Object.entries(endpoints).flatMap(([group, members]) =>
    Object.entries(members as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
      group,
      name,
      endpoint,
    })),
  )
}

function buildPaths(): JsonObject {
  const templates = new Map<string, string>()
  const items = new Map<string, Record<string, JsonObject>>()
  for (const { group, name, endpoint } of contractEndpoints()) {
    const shape = pathShape(endpoint.path)
    const template = templates.get(shape) ?? openApiPath(endpoint.path)
    templates.set(shape, template)
    const item = items.get(template) ?? {}
    const method = endpoint.method.toLowerCase()
    if (item[method]) throw new Error(`Two endpoints are ${endpoint.method} ${template}`)
    item[method] = operation(group, name, endpoint, template)
    items.set(template, item)
  }
  // sorted, so the file stays the same whatever order the contract's modules list things in
  return Object.fromEntries(
    [...items.keys()].sort().map((template) => {
      const item = items.get(template)!
      const methods = METHOD_ORDER.filter((method) => item[method])
      return [template, Object.fromEntries(methods.map((method) => [method, item[method]]))]
    }),
  )
}

const ERROR_MESSAGES = [...ERROR_CODES, ...SPIN_ERROR_CODES, GONE_MESSAGE]

export function openApiDocument(): JsonObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lucky Wallet member API',
      version: packageJson.version,
      description: DESCRIPTION,
    },
    servers: [{ url: 'http://localhost:4000', description: 'The bundled mock backend' }],
    tags: Object.keys(endpoints).map((name) => ({ name })),
    paths: buildPaths(),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token POST /api/login answers with.',
        },
      },
      parameters: {
        ClientType: {
          name: CLIENT_HEADER.name,
          in: 'header',
          required: true,
          description: 'Sent by the app on every call.',
          schema: { type: 'string', const: CLIENT_HEADER.value },
        },
        ForwardedFor: {
          name: 'X-Forwarded-For',
          in: 'header',
          required: false,
          description: "The player's address, for the backend's rate limits.",
          schema: { type: 'string' },
        },
      },
      schemas: {
        ErrorBody: {
          type: 'object',
          properties: {
            message: {
              type: 'string',
              enum: ERROR_MESSAGES,
              description: `A SPEC §8 code, a spin refusal (${SPIN_ERROR_CODES.join(', ')}), or \`${GONE_MESSAGE}\` once the service is terminated.`,
            },
          },
          required: ['message'],
        },
      },
      responses: {
        Error: {
          description: 'An HTTP error status with the code in `message`.',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
          },
        },
      },
    },
  }
}

/** The document as docs/openapi.json holds it. */
export function openApiJson(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`
}
