import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react'

import { type WheelCanvasHandle } from '~/components/wheel-canvas'
import { coast, normalizeAngle, planSpin, spinAt, type SpinPlan, windUpAt } from '~/utils/wheel'

type Motion =
  | { kind: 'still' }
  | { kind: 'windUp'; startedAt: number; from: number; startSpeed: number }
  | { kind: 'landing'; startedAt: number; plan: SpinPlan; onDone: () => void }
  | { kind: 'coast'; startedAt: number; from: number; startSpeed: number }

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Moves the canvas wheel frame by frame (requestAnimationFrame, no React render per frame):
 * a wind-up while the spin is asked for, the eased landing on the winning sector, or a coast
 * to a stop when the spin was refused. The maths is in ~/utils/wheel.
 */
export function useWheelMotion(canvas: RefObject<WheelCanvasHandle | null>, sectorCount: number) {
  const rotation = useRef(0)
  const speed = useRef(0)
  const winner = useRef<number | null>(null)
  const motion = useRef<Motion>({ kind: 'still' })
  const frame = useRef(0)

  const draw = useCallback(() => {
    canvas.current?.draw({ rotation: rotation.current, winner: winner.current })
  }, [canvas])

  const tick = useCallback(
    (now: number) => {
      frame.current = 0
      const current = motion.current
      if (current.kind === 'windUp') {
        const wound = windUpAt(now - current.startedAt, current.startSpeed)
        rotation.current = current.from + wound.travelled
        speed.current = wound.speed
      } else if (current.kind === 'coast') {
        const coasted = coast(current.startSpeed, now - current.startedAt)
        rotation.current = current.from + coasted.travelled
        speed.current = coasted.speed
        if (coasted.done) motion.current = { kind: 'still' }
      } else if (current.kind === 'landing') {
        const at = spinAt(current.plan, now - current.startedAt)
        rotation.current = at.rotation
        if (at.done) {
          speed.current = 0
          motion.current = { kind: 'still' }
          current.onDone()
        }
      }
      draw()
      if (motion.current.kind !== 'still') frame.current = requestAnimationFrame(tick)
    },
    [draw],
  )

  const run = useCallback(
    (next: Motion) => {
      motion.current = next
      if (!frame.current) frame.current = requestAnimationFrame(tick)
    },
    [tick],
  )

  useEffect(
    () => () => {
      if (frame.current) cancelAnimationFrame(frame.current)
      frame.current = 0
    },
    [],
  )

  /** Start turning at once, before the answer is known. */
  const windUp = useCallback(() => {
    winner.current = null
    run({
      kind: 'windUp',
      startedAt: performance.now(),
      from: rotation.current,
      startSpeed: speed.current,
    })
  }, [run])

  /** Land `target` under the pointer (3 to 4 turns, cubic easing), then call `onDone`. */
  const land = useCallback(
    (target: number, onDone: () => void) => {
      const plan = planSpin(target, sectorCount, rotation.current)
      if (prefersReducedMotion()) plan.durationMs = 0
      run({ kind: 'landing', startedAt: performance.now(), plan, onDone })
    },
    [run, sectorCount],
  )

  /** Let a turning wheel slow down by friction and stop. */
  const coastToStop = useCallback(() => {
    run({
      kind: 'coast',
      startedAt: performance.now(),
      from: rotation.current,
      startSpeed: speed.current,
    })
  }, [run])

  /** Darken every sector but the winner's (null: show them all), keeping the wheel still. */
  const highlight = useCallback(
    (index: number | null) => {
      winner.current = index
      // the rotation stays where it stopped; only the number of whole turns is forgotten
      if (motion.current.kind === 'still') rotation.current = normalizeAngle(rotation.current)
      draw()
    },
    [draw],
  )

  return useMemo(
    () => ({ windUp, land, coastToStop, highlight }),
    [windUp, land, coastToStop, highlight],
  )
}
