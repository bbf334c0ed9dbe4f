// The prize wheel's maths (SPEC §4 Spin, §9 Spin wheel), shared by the canvas the browser
// animates and the SVG the server renders: where each sector lies, which sector stops under
// the pointer, how a spin travels to a chosen sector, and how big the wheel is.
//
// Angles are radians in the canvas's sense: 0 points right (3 o'clock) and positive angles
// turn clockwise (the y axis points down). The pointer is fixed at the top. A sector's
// "local" angle is measured on the wheel itself; the wheel's rotation adds to it. At rotation
// 0 the centre of sector 0 is under the pointer and the sectors follow it clockwise.

export const TAU = Math.PI * 2

/** The pointer sits at 12 o'clock. */
export const POINTER_ANGLE = -Math.PI / 2

/** SPEC §9: at most 350 px, or 85% of the window's width when that is less. */
export const WHEEL_MAX_SIZE = 350
export const WHEEL_WIDTH_SHARE = 0.85

/** SPEC §9: 3 to 4 full turns. */
export const MIN_TURNS = 3
export const MAX_TURNS = 4

/** SPEC §9: a random 4 to 5 seconds, times the turns, times 0.1 (so about 1.2 to 2 s). */
export const MIN_SECONDS = 4
export const MAX_SECONDS = 5
export const DURATION_FACTOR = 0.1

/**
 * SPEC §9 friction: the share of its angular speed a free-running wheel keeps each 60 Hz
 * frame. A wheel that is already turning when the backend refuses the spin (or cannot be
 * reached) is not stopped dead: it coasts, losing 0.9% of its speed per frame, until it
 * crawls below COAST_STOP_SPEED. See `coast`.
 */
export const FRICTION = 0.991
export const FRAME_MS = 1000 / 60
/** rad/s below which a coasting wheel is taken to have stopped. */
export const COAST_STOP_SPEED = 0.15

/**
 * While the spin request is on its way the wheel already winds up, from rest to one turn a
 * second over WIND_UP_MS, so a press is answered at once. The landing that follows starts
 * faster than that (3 × distance / duration ≥ 4.5 turns a second), so the wheel only speeds up
 * when the answer arrives.
 */
export const WIND_UP_SPEED = TAU
export const WIND_UP_MS = 600

/** SPEC §4 and §9: the finished wheel rests 2 s (winner highlighted), then resets. */
export const RESULT_DELAY_MS = 2000

/** How dark the sectors that did not win become once a spin has finished (0 to 1). */
export const DARKEN_ALPHA = 0.6

/** The pointer is kept within this share of a sector's half-width from its centre. */
const JITTER_SPAN = 0.75
/** Floating point slack, so an angle that is a sector boundary counts as that boundary. */
const EPSILON = 1e-9

export type Sector = {
  index: number
  /** Local angle where the sector begins (clockwise edge start). */
  start: number
  /** Local angle where it ends; end - start is the sector's width. */
  end: number
  /** Local angle of its centre line, where its label runs. */
  centre: number
}

/** Any angle brought into [0, 2π). */
export function normalizeAngle(angle: number): number {
  const turned = ((angle % TAU) + TAU) % TAU
  return turned >= TAU - EPSILON ? 0 : turned
}

export function sectorWidth(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`A wheel needs at least one sector`)
  return TAU / n
}

/** The n sectors in local angles: sector i is centred on i × 2π/n. */
export function sectors(n: number): Sector[] {
  const width = sectorWidth(n)
  return Array.from({ length: n }, (_, index) => ({
    index,
    start: index * width - width / 2,
    end: index * width + width / 2,
    centre: index * width,
  }))
}

/** Where a local angle is drawn (canvas angle) when the wheel is turned by `rotation`. */
export function screenAngle(localAngle: number, rotation: number): number {
  return POINTER_ANGLE + rotation + localAngle
}

/**
 * The sector under the pointer when the wheel is turned by `rotation` (any real number:
 * negative, several turns). A sector owns its start edge: a pointer exactly on the edge
 * between sectors i and i+1 points at i+1.
 */
export function landingIndex(rotation: number, n: number): number {
  const width = sectorWidth(n)
  // the pointer looks at local angle -rotation; shifting by half a sector makes sector 0 span [0, width)
  const position = normalizeAngle(-rotation + width / 2) / width
  return Math.floor(position + EPSILON) % n
}

/**
 * A final rotation, turning clockwise from `from`, that stops `targetIndex` under the pointer:
 * floor(turns) full turns and then as much of one more as the target needs. `jitter` in
 * [-1, 1] moves the stop off the sector's centre line (0 is dead centre), never near an edge.
 */
export function rotationFor(
  targetIndex: number,
  n: number,
  turns: number,
  jitter = 0,
  from = 0,
): number {
  const width = sectorWidth(n)
  if (!Number.isInteger(targetIndex) || targetIndex < 0 || targetIndex >= n) {
    throw new RangeError(`Sector ${targetIndex} is not on a wheel of ${n}`)
  }
  const offset = Math.max(-1, Math.min(1, jitter)) * JITTER_SPAN * (width / 2)
  // the pointer must look at local angle centre + offset, i.e. rotation ≡ -(centre + offset)
  const wanted = -(targetIndex * width + offset)
  return from + Math.floor(Math.max(0, turns)) * TAU + normalizeAngle(wanted - from)
}

/** SPEC §9: the wheel's side in CSS pixels for a window this wide. */
export function wheelSize(windowWidth: number): number {
  return Math.max(0, Math.floor(Math.min(WHEEL_MAX_SIZE, windowWidth * WHEEL_WIDTH_SHARE)))
}

/** SPEC §9 cubic easing: fast at first, slowing to a stop (its speed at the end is 0). */
export function easeOutCubic(progress: number): number {
  const p = Math.max(0, Math.min(1, progress))
  return 1 - (1 - p) ** 3
}

export type SpinPlan = {
  from: number
  to: number
  /** The random turn count the duration was scaled by, in [MIN_TURNS, MAX_TURNS]. */
  turns: number
  durationMs: number
}

/**
 * A spin from `from` that lands on `targetIndex` (SPEC §9): turns random in [3, 4], duration a
 * random 4 to 5 s × turns × 0.1, and a random stop inside the sector. `random` returns [0, 1).
 */
export function planSpin(
  targetIndex: number,
  n: number,
  from = 0,
  random: () => number = Math.random,
): SpinPlan {
  const turns = MIN_TURNS + random() * (MAX_TURNS - MIN_TURNS)
  const seconds = MIN_SECONDS + random() * (MAX_SECONDS - MIN_SECONDS)
  const jitter = random() * 2 - 1
  return {
    from,
    to: rotationFor(targetIndex, n, turns, jitter, from),
    turns,
    durationMs: seconds * turns * DURATION_FACTOR * 1000,
  }
}

/** Where a planned spin is after `elapsedMs`, and whether it has finished. */
export function spinAt(plan: SpinPlan, elapsedMs: number): { rotation: number; done: boolean } {
  const progress = plan.durationMs > 0 ? elapsedMs / plan.durationMs : 1
  if (progress >= 1) return { rotation: plan.to, done: true }
  return { rotation: plan.from + (plan.to - plan.from) * easeOutCubic(progress), done: false }
}

/**
 * The wind-up while the answer is awaited: speed rises linearly from `startSpeed` (rad/s; a
 * wheel still coasting keeps its speed) to at least WIND_UP_SPEED over WIND_UP_MS, then stays.
 */
export function windUpAt(elapsedMs: number, startSpeed = 0): { travelled: number; speed: number } {
  const top = Math.max(startSpeed, WIND_UP_SPEED)
  const t = Math.max(0, elapsedMs) / 1000
  const ramp = WIND_UP_MS / 1000
  if (t <= ramp) {
    const speed = startSpeed + ((top - startSpeed) * t) / ramp
    return { travelled: ((startSpeed + speed) / 2) * t, speed }
  }
  return { travelled: ((startSpeed + top) / 2) * ramp + top * (t - ramp), speed: top }
}

/**
 * A free wheel slowing by FRICTION per 60 Hz frame, whatever the real frame rate: after t ms
 * its speed is v·0.991^(t / 16.7 ms), and the distance is that speed's integral. It stops at
 * COAST_STOP_SPEED.
 */
export function coast(
  startSpeed: number,
  elapsedMs: number,
): { travelled: number; speed: number; done: boolean } {
  const duration = coastDurationMs(startSpeed)
  if (duration === 0) return { travelled: 0, speed: startSpeed, done: true }
  const frames = Math.min(Math.max(0, elapsedMs), duration) / FRAME_MS
  const kept = FRICTION ** frames
  const speed = startSpeed * kept
  // ∫ v·F^(t/f) dt = v·f·(F^(t/f) − 1) / ln F, with f in seconds
  const travelled = (startSpeed * (FRAME_MS / 1000) * (kept - 1)) / Math.log(FRICTION)
  return { travelled, speed, done: elapsedMs >= duration }
}

/** How long a wheel turning at `startSpeed` rad/s coasts before it stops. */
export function coastDurationMs(startSpeed: number): number {
  if (startSpeed <= COAST_STOP_SPEED) return 0
  return (FRAME_MS * Math.log(COAST_STOP_SPEED / startSpeed)) / Math.log(FRICTION)
}

export type WheelLayout = {
  size: number
  centre: number
  /** Outer edge of the rim. */
  outer: number
  /** Edge of the coloured sectors, inside the rim. */
  face: number
  rimWidth: number
  /** The radius the centre button covers. */
  hub: number
  /** Labels end here (right-aligned toward the rim) … */
  labelEnd: number
  /** … and may start no nearer the centre than here. */
  labelStart: number
  /** Lights around the rim. */
  bulbs: number
  bulbRadius: number
  /** The pointer: a round head on the rim at the top, its tip reaching into the sectors. */
  pointer: { headY: number; headRadius: number; tipY: number }
}

/** Where the rim, sectors, labels, bulbs and pointer go in a square box of `size` pixels. */
export function wheelLayout(size: number): WheelLayout {
  const centre = size / 2
  // room around the rim for the pointer's head and the drop shadow
  const outer = centre - Math.max(6, size * 0.05)
  const rimWidth = Math.max(8, size * 0.055)
  const face = outer - rimWidth
  const hub = size * 0.13
  return {
    size,
    centre,
    outer,
    face,
    rimWidth,
    hub,
    labelEnd: face - size * 0.045,
    labelStart: hub + size * 0.015,
    bulbs: 16,
    bulbRadius: Math.max(2, size * 0.011),
    pointer: {
      headY: centre - outer + size * 0.008,
      headRadius: size * 0.042,
      tipY: centre - face + size * 0.03,
    },
  }
}

/** The point at `radius` from the centre in the canvas direction `angle`. */
export function pointAt(layout: WheelLayout, radius: number, angle: number): [number, number] {
  return [layout.centre + radius * Math.cos(angle), layout.centre + radius * Math.sin(angle)]
}

const round = (value: number) => Math.round(value * 100) / 100

/**
 * A sector as an SVG path at rotation 0 (the canvas turns its context for other rotations,
 * through Path2D): from the centre out to the face's edge and along it, clockwise.
 */
export function sectorPath(layout: WheelLayout, sector: Sector, n: number): string {
  const { centre, face } = layout
  if (n === 1) {
    // one sector is the whole face: two half circles
    return `M${round(centre - face)} ${round(centre)}A${round(face)} ${round(face)} 0 1 1 ${round(centre + face)} ${round(centre)}A${round(face)} ${round(face)} 0 1 1 ${round(centre - face)} ${round(centre)}Z`
  }
  const [x1, y1] = pointAt(layout, face, screenAngle(sector.start, 0))
  const [x2, y2] = pointAt(layout, face, screenAngle(sector.end, 0))
  const large = sector.end - sector.start > Math.PI ? 1 : 0
  return `M${round(centre)} ${round(centre)}L${round(x1)} ${round(y1)}A${round(face)} ${round(face)} 0 ${large} 1 ${round(x2)} ${round(y2)}Z`
}

/** The pointer as an SVG path: a teardrop, its round head at the top, its tip pointing down. */
export function pointerPath(layout: WheelLayout): string {
  const { centre } = layout
  const { headY, headRadius: r, tipY } = layout.pointer
  // the tip's tangents touch the head where cos(a) = r / distance
  const a = Math.acos(Math.min(1, r / (tipY - headY)))
  const dx = r * Math.sin(a)
  const dy = r * Math.cos(a)
  const left = `${round(centre - dx)} ${round(headY + dy)}`
  const right = `${round(centre + dx)} ${round(headY + dy)}`
  return `M${left}L${round(centre)} ${round(tipY)}L${right}A${round(r)} ${round(r)} 0 1 0 ${left}Z`
}

/** The rim's lights, evenly spaced from the top, on the middle of the rim. */
export function bulbPoints(layout: WheelLayout): [number, number][] {
  const radius = layout.outer - layout.rimWidth / 2
  return Array.from({ length: layout.bulbs }, (_, i) =>
    pointAt(layout, radius, POINTER_ANGLE + ((i + 0.5) * TAU) / layout.bulbs),
  )
}

/**
 * How a sector's label is turned so that it never reads upside down. A label runs along its
 * sector's centre line, from the hub out to the rim. Where that line points into the left half
 * of the screen (its canvas angle between 90° and 270°), text drawn along it would stand on
 * its head, so it is turned half a turn and reads from the rim in toward the hub instead; it
 * stays anchored at the rim either way, so at the top and bottom (where both readings are
 * sideways) the switch keeps the label in its place. `angle` is where the label is drawn on
 * the screen (screenAngle of the sector's centre at the wheel's current rotation).
 */
export function uprightLabel(angle: number): { rotation: number; flipped: boolean } {
  const flipped = Math.cos(angle) < -EPSILON
  return { rotation: flipped ? angle + Math.PI : angle, flipped }
}

const THAI_LAO_MARKS = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECD]/g

/**
 * A rough width of bold text, for the server's SVG where nothing can be measured: Thai and Lao
 * marks above and below a letter take no width.
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  return text.replace(THAI_LAO_MARKS, '').length * fontSize * 0.58
}

export type FittedLabel = { lines: string[]; fontSize: number }

/**
 * A sector label that fits between labelStart and labelEnd: the largest font from `maxFont`
 * down to `minFont` at which it fits on one line, else two lines split at the space nearest
 * the middle, else the smallest font anyway.
 */
export function fitLabel(
  label: string,
  maxWidth: number,
  measure: (text: string, fontSize: number) => number,
  maxFont: number,
  minFont: number,
): FittedLabel {
  const text = label.trim()
  const widest = (lines: string[], size: number) =>
    Math.max(...lines.map((line) => measure(line, size)))
  const twoLines = splitInTwo(text)
  for (let size = Math.round(maxFont); size >= minFont; size--) {
    if (measure(text, size) <= maxWidth) return { lines: [text], fontSize: size }
    if (twoLines && size <= maxFont * 0.8 && widest(twoLines, size) <= maxWidth) {
      return { lines: twoLines, fontSize: size }
    }
  }
  return { lines: twoLines ?? [text], fontSize: Math.round(minFont) }
}

/**
 * Labels for all sectors at one shared size, as on a printed wheel: the largest size at which
 * every label fits on one line, but no smaller than 80% of `maxFont`; a label that still does
 * not fit at the shared size is fitted on its own below it (smaller, or on two lines).
 */
export function fitLabels(
  labels: string[],
  maxWidth: number,
  measure: (text: string, fontSize: number) => number,
  maxFont: number,
  minFont: number,
): FittedLabel[] {
  const floor = Math.max(minFont, Math.round(maxFont * 0.8))
  let shared = Math.round(maxFont)
  while (shared > floor && labels.some((label) => measure(label.trim(), shared) > maxWidth)) {
    shared--
  }
  return labels.map((label) => fitLabel(label, maxWidth, measure, shared, minFont))
}

function splitInTwo(text: string): [string, string] | null {
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index)
  if (!spaces.length) return null
  const middle = text.length / 2
  const at = spaces.reduce((best, index) =>
    Math.abs(index - middle) < Math.abs(best - middle) ? index : best,
  )
  return [text.slice(0, at).trim(), text.slice(at + 1).trim()]
}

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i

/** A colour from the backend if it is a plain CSS colour, else the fallback. */
export function safeColor(value: string, fallback: string): string {
  const color = value.trim()
  return COLOR.test(color) ? color : fallback
}
