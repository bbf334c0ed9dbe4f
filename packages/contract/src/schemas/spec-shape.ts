// What SPEC §3/§7 promises of an answer, written as data: the mock's MOCK_SHAPE=spec mode
// sends only those fields, and `npm run contract:check` compares a real backend's answers
// with them.

/** A field the spec lists whose value is kept whole (a number, text, a list of text…). */
export const VALUE = 'value'

/** A field the spec names as optional (a statement's bonus, a game login's event). */
export class Optional {
  constructor(readonly shape: SpecShape) {}
}

/** An answer that may also be empty (`{}`, null, "") instead of the shape: promotion/find. */
export class OrEmpty {
  constructor(readonly shape: SpecShape) {}
}

/** An answer whose fields the spec does not show: nothing is promised, so nothing is kept. */
export const UNSHOWN = 'unshown'

export type SpecShape =
  | typeof VALUE
  | typeof UNSHOWN
  | OrEmpty
  | readonly [SpecShape]
  | { readonly [field: string]: SpecShape | Optional }

export const optional = (shape: SpecShape = VALUE) => new Optional(shape)
export const orEmpty = (shape: SpecShape) => new OrEmpty(shape)

/** Fields by name, each kept whole. */
export function fields(...names: string[]): Record<string, typeof VALUE> {
  return Object.fromEntries(names.map((name) => [name, VALUE]))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isEmpty(value: unknown): boolean {
  return value === null || value === '' || (isRecord(value) && Object.keys(value).length === 0)
}

/**
 * The answer with only the fields the spec lists. A value of another kind than the shape
 * expects (null where an object is listed) is kept as it is: the filter removes, never invents.
 */
export function keepSpecFields(value: unknown, shape: SpecShape): unknown {
  if (shape === VALUE) return value
  if (shape === UNSHOWN) return {}
  if (shape instanceof OrEmpty) return isEmpty(value) ? value : keepSpecFields(value, shape.shape)
  if (Array.isArray(shape)) {
    return Array.isArray(value) ? value.map((item) => keepSpecFields(item, shape[0])) : value
  }
  if (!isRecord(value)) return value
  const kept: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(shape)) {
    if (!(name in value)) continue
    kept[name] = keepSpecFields(value[name], field instanceof Optional ? field.shape : field)
  }
  return kept
}

export type FieldReport = { missing: string[]; extra: string[] }

/**
 * The listed fields an answer lacks, and the fields it has that the spec does not list, as
 * paths (`slots[].web`, `invite.amount`). An item of a list is reported once for the list.
 */
export function compareWithSpec(value: unknown, shape: SpecShape): FieldReport {
  const missing = new Set<string>()
  const extra = new Set<string>()
  const join = (path: string, name: string) => (path ? `${path}.${name}` : name)

  function walk(node: unknown, nodeShape: SpecShape, path: string) {
    if (nodeShape === VALUE || nodeShape === UNSHOWN) return
    if (nodeShape instanceof OrEmpty) {
      if (!isEmpty(node)) walk(node, nodeShape.shape, path)
      return
    }
    if (Array.isArray(nodeShape)) {
      if (Array.isArray(node)) for (const item of node) walk(item, nodeShape[0], `${path}[]`)
      return
    }
    if (!isRecord(node)) return
    for (const [name, field] of Object.entries(nodeShape)) {
      const isOptional = field instanceof Optional
      if (!(name in node) || node[name] === undefined) {
        if (!isOptional) missing.add(join(path, name))
        continue
      }
      walk(node[name], isOptional ? field.shape : field, join(path, name))
    }
    for (const name of Object.keys(node)) {
      if (!(name in nodeShape)) extra.add(join(path, name))
    }
  }

  walk(value, shape, '')
  return { missing: [...missing], extra: [...extra] }
}
