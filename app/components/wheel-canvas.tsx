import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react'

import {
  bulbPoints,
  DARKEN_ALPHA,
  fitLabels,
  pointerPath,
  screenAngle,
  sectorPath,
  sectors,
  TAU,
  uprightLabel,
  type WheelLayout,
  wheelLayout,
} from '~/utils/wheel'

export type WheelSector = { code: string; label: string; bgColor: string; textColor: string }

/** What the wheel shows: how far it has turned, and the sector that won (the rest darkened). */
export type WheelView = { rotation: number; winner: number | null }

export type WheelCanvasHandle = { draw: (view: WheelView) => void }

export const LABEL_FONT = '"Noto Sans Thai", "Noto Sans Lao", system-ui, sans-serif'

/** The label font's largest and smallest size for a wheel of this size. */
export function labelFontRange(size: number): { max: number; min: number } {
  return { max: Math.max(12, size * 0.058), min: Math.max(9, size * 0.032) }
}

function drawRim(ctx: CanvasRenderingContext2D, layout: WheelLayout) {
  const { centre, outer, face, size } = layout
  ctx.save()
  ctx.shadowColor = 'rgba(0, 0, 0, 0.55)'
  ctx.shadowBlur = size * 0.05
  ctx.shadowOffsetY = size * 0.018
  const metal = ctx.createLinearGradient(0, centre - outer, 0, centre + outer)
  metal.addColorStop(0, '#ffe9a3')
  metal.addColorStop(0.45, '#f5c542')
  metal.addColorStop(1, '#b7780d')
  ctx.fillStyle = metal
  ctx.beginPath()
  ctx.arc(centre, centre, outer, 0, TAU)
  ctx.fill()
  ctx.restore()
  // a dark groove between the rim and the sectors
  ctx.beginPath()
  ctx.arc(centre, centre, face + 1.5, 0, TAU)
  ctx.fillStyle = '#3a1a00'
  ctx.fill()
}

function drawBulbs(ctx: CanvasRenderingContext2D, layout: WheelLayout) {
  bulbPoints(layout).forEach(([x, y], i) => {
    ctx.save()
    ctx.shadowColor = i % 2 ? 'rgba(255, 244, 200, 0.9)' : 'rgba(255, 255, 255, 0.9)'
    ctx.shadowBlur = layout.bulbRadius * 3
    ctx.beginPath()
    ctx.arc(x, y, layout.bulbRadius, 0, TAU)
    ctx.fillStyle = i % 2 ? '#fff4c8' : '#ffffff'
    ctx.fill()
    ctx.restore()
  })
}

/** The labels in the face's own frame; `rotation` (the wheel's turn) keeps each one upright. */
function drawLabels(
  ctx: CanvasRenderingContext2D,
  layout: WheelLayout,
  slices: WheelSector[],
  rotation: number,
) {
  const fonts = labelFontRange(layout.size)
  const measure = (text: string, fontSize: number) => {
    ctx.font = `700 ${fontSize}px ${LABEL_FONT}`
    return ctx.measureText(text).width
  }
  const fittedLabels = fitLabels(
    slices.map((slice) => slice.label),
    layout.labelEnd - layout.labelStart,
    measure,
    fonts.max,
    fonts.min,
  )
  sectors(slices.length).forEach((sector) => {
    const slice = slices[sector.index]!
    const fitted = fittedLabels[sector.index]!
    const { flipped } = uprightLabel(screenAngle(sector.centre, rotation))
    ctx.save()
    ctx.translate(layout.centre, layout.centre)
    // the label runs along the sector's centre line from the rim, never upside down
    ctx.rotate(screenAngle(sector.centre, 0) + (flipped ? Math.PI : 0))
    ctx.font = `700 ${fitted.fontSize}px ${LABEL_FONT}`
    ctx.fillStyle = slice.textColor
    ctx.textAlign = flipped ? 'left' : 'right'
    ctx.textBaseline = 'middle'
    const lineHeight = fitted.fontSize * 1.15
    const x = flipped ? -layout.labelEnd : layout.labelEnd
    fitted.lines.forEach((line, i) => {
      const y = (i - (fitted.lines.length - 1) / 2) * lineHeight
      ctx.fillText(line, x, y)
    })
    ctx.restore()
  })
}

function drawFace(
  ctx: CanvasRenderingContext2D,
  layout: WheelLayout,
  slices: WheelSector[],
  view: WheelView,
) {
  const { centre, face } = layout
  const all = sectors(slices.length)
  const paths = all.map((sector) => new Path2D(sectorPath(layout, sector, slices.length)))
  ctx.save()
  // turn the wheel about its centre: the sectors and labels are drawn as at rotation 0
  ctx.translate(centre, centre)
  ctx.rotate(view.rotation)
  ctx.translate(-centre, -centre)
  paths.forEach((path, i) => {
    ctx.fillStyle = slices[i]!.bgColor
    ctx.fill(path)
  })
  drawLabels(ctx, layout, slices, view.rotation)
  if (view.winner !== null) {
    ctx.fillStyle = `rgba(12, 4, 32, ${DARKEN_ALPHA})`
    paths.forEach((path, i) => {
      if (i !== view.winner) ctx.fill(path)
    })
  }
  if (slices.length > 1) {
    ctx.strokeStyle = 'rgba(255, 236, 170, 0.75)'
    ctx.lineWidth = Math.max(1, layout.size * 0.005)
    paths.forEach((path) => ctx.stroke(path))
  }
  ctx.restore()
  // light from the centre, shade toward the rim: the face looks dished
  const shade = ctx.createRadialGradient(centre, centre, layout.hub, centre, centre, face)
  shade.addColorStop(0, 'rgba(255, 255, 255, 0.10)')
  shade.addColorStop(0.7, 'rgba(255, 255, 255, 0)')
  shade.addColorStop(1, 'rgba(0, 0, 0, 0.22)')
  ctx.fillStyle = shade
  ctx.beginPath()
  ctx.arc(centre, centre, face, 0, TAU)
  ctx.fill()
}

function drawHubAndPointer(ctx: CanvasRenderingContext2D, layout: WheelLayout) {
  const { centre, hub, size } = layout
  // the plate the centre button sits on
  ctx.save()
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)'
  ctx.shadowBlur = size * 0.03
  ctx.beginPath()
  ctx.arc(centre, centre, hub + size * 0.012, 0, TAU)
  ctx.fillStyle = '#7a4a06'
  ctx.fill()
  ctx.restore()

  const { headY, headRadius } = layout.pointer
  ctx.save()
  ctx.shadowColor = 'rgba(0, 0, 0, 0.5)'
  ctx.shadowBlur = size * 0.02
  ctx.shadowOffsetY = size * 0.008
  const gold = ctx.createLinearGradient(centre - headRadius, 0, centre + headRadius, 0)
  gold.addColorStop(0, '#ffe9a3')
  gold.addColorStop(0.5, '#f5c542')
  gold.addColorStop(1, '#c98a12')
  ctx.fillStyle = gold
  const pointer = new Path2D(pointerPath(layout))
  ctx.fill(pointer)
  ctx.restore()
  ctx.strokeStyle = '#8a5a00'
  ctx.lineWidth = Math.max(1, size * 0.004)
  ctx.stroke(pointer)
  // a rivet in the pointer's head
  ctx.beginPath()
  ctx.arc(centre, headY, headRadius * 0.35, 0, TAU)
  ctx.fillStyle = '#7a4a06'
  ctx.fill()
}

/** Draws the whole wheel for one frame, in CSS pixels (the context is scaled for the DPR). */
export function drawWheel(
  ctx: CanvasRenderingContext2D,
  size: number,
  slices: WheelSector[],
  view: WheelView,
) {
  const layout = wheelLayout(size)
  ctx.clearRect(0, 0, size, size)
  drawRim(ctx, layout)
  if (slices.length) drawFace(ctx, layout, slices, view)
  drawBulbs(ctx, layout)
  drawHubAndPointer(ctx, layout)
}

/**
 * The wheel on a canvas (browser only): `size` CSS pixels square, backed by size × the device
 * pixel ratio so it stays sharp on high-density screens. The parent animates it by calling
 * `draw` each frame; a change of size or slices, or the label font arriving, redraws the last
 * view.
 */
export const WheelCanvas = forwardRef<
  WheelCanvasHandle,
  { size: number; slices: WheelSector[]; label: string }
>(function WheelCanvas({ size, slices, label }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const last = useRef<WheelView>({ rotation: 0, winner: null })

  const draw = useCallback(
    (view: WheelView) => {
      last.current = view
      const ctx = canvas.current?.getContext('2d')
      if (!ctx) return
      const ratio = canvas.current?.width ? canvas.current.width / size : 1
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
      drawWheel(ctx, size, slices, view)
    },
    [size, slices],
  )
  useImperativeHandle(ref, () => ({ draw }), [draw])

  useEffect(() => {
    const element = canvas.current
    if (!element) return
    const ratio = Math.min(3, Math.max(1, window.devicePixelRatio || 1))
    element.width = Math.round(size * ratio)
    element.height = Math.round(size * ratio)
    draw(last.current)
  }, [size, draw])

  useEffect(() => {
    // the labels' bold face loads on demand: draw again once it is there
    let live = true
    const fonts = document.fonts
    if (!fonts) return
    const sample = slices.map((slice) => slice.label).join('')
    Promise.all([
      fonts.load(`700 16px "Noto Sans Thai"`, sample || 'ก'),
      fonts.load(`700 16px "Noto Sans Lao"`, 'ກ'),
    ])
      .catch(() => undefined)
      .then(() => {
        if (live) draw(last.current)
      })
    return () => {
      live = false
    }
  }, [slices, draw])

  return (
    <canvas
      ref={canvas}
      className="spin-canvas"
      style={{ width: size, height: size }}
      role="img"
      aria-label={label}
    />
  )
})
