import { useId } from 'react'

import {
  bulbPoints,
  estimateTextWidth,
  fitLabels,
  pointerPath,
  screenAngle,
  sectorPath,
  sectors,
  uprightLabel,
  WHEEL_MAX_SIZE,
  wheelLayout,
} from '~/utils/wheel'

import { LABEL_FONT, labelFontRange, type WheelSector } from './wheel-canvas'

/**
 * The wheel as the server draws it (and as it stays without JavaScript): the same rim,
 * sectors, labels, lights and pointer as the canvas, at rest, in an SVG that scales with CSS.
 */
export function WheelSvg({ slices, label }: { slices: WheelSector[]; label: string }) {
  const id = useId().replace(/:/g, '')
  const size = WHEEL_MAX_SIZE
  const layout = wheelLayout(size)
  const { centre, outer, face, hub } = layout
  const fonts = labelFontRange(size)
  const all = sectors(slices.length)
  const fittedLabels = fitLabels(
    slices.map((slice) => slice.label),
    layout.labelEnd - layout.labelStart,
    estimateTextWidth,
    fonts.max,
    fonts.min,
  )
  const degrees = (radians: number) => Math.round(((radians * 180) / Math.PI) * 100) / 100

  return (
    <svg
      className="spin-svg"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id={`${id}-metal`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe9a3" />
          <stop offset="0.45" stopColor="#f5c542" />
          <stop offset="1" stopColor="#b7780d" />
        </linearGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#ffe9a3" />
          <stop offset="0.5" stopColor="#f5c542" />
          <stop offset="1" stopColor="#c98a12" />
        </linearGradient>
        <radialGradient id={`${id}-shade`} cx="0.5" cy="0.5" r="0.5">
          <stop offset={hub / face} stopColor="#fff" stopOpacity="0.1" />
          <stop offset="0.7" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.22" />
        </radialGradient>
        <filter id={`${id}-shadow`} x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy={size * 0.018} stdDeviation={size * 0.025} floodOpacity="0.55" />
        </filter>
      </defs>
      <circle
        cx={centre}
        cy={centre}
        r={outer}
        fill={`url(#${id}-metal)`}
        filter={`url(#${id}-shadow)`}
      />
      <circle cx={centre} cy={centre} r={face + 1.5} fill="#3a1a00" />
      {all.map((sector) => (
        <path
          key={sector.index}
          d={sectorPath(layout, sector, slices.length)}
          fill={slices[sector.index]!.bgColor}
          stroke={slices.length > 1 ? 'rgba(255, 236, 170, 0.75)' : 'none'}
          strokeWidth={size * 0.005}
        />
      ))}
      {all.map((sector) => {
        const slice = slices[sector.index]!
        const fitted = fittedLabels[sector.index]!
        const lineHeight = fitted.fontSize * 1.15
        // at rest: the labels on the left half read from the rim inward, never upside down
        const upright = uprightLabel(screenAngle(sector.centre, 0))
        const x = upright.flipped ? centre - layout.labelEnd : centre + layout.labelEnd
        return (
          <text
            key={sector.index}
            transform={`rotate(${degrees(upright.rotation)} ${centre} ${centre})`}
            x={x}
            y={centre}
            fill={slice.textColor}
            fontFamily={LABEL_FONT}
            fontWeight={700}
            fontSize={fitted.fontSize}
            textAnchor={upright.flipped ? 'start' : 'end'}
            dominantBaseline="central"
          >
            {fitted.lines.map((line, i) => (
              <tspan
                key={i}
                x={x}
                dy={i === 0 ? -((fitted.lines.length - 1) / 2) * lineHeight : lineHeight}
              >
                {line}
              </tspan>
            ))}
          </text>
        )
      })}
      <circle cx={centre} cy={centre} r={face} fill={`url(#${id}-shade)`} />
      {bulbPoints(layout).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={layout.bulbRadius} fill={i % 2 ? '#fff4c8' : '#ffffff'} />
      ))}
      <circle cx={centre} cy={centre} r={hub + size * 0.012} fill="#7a4a06" />
      <path
        d={pointerPath(layout)}
        fill={`url(#${id}-gold)`}
        stroke="#8a5a00"
        strokeWidth={size * 0.004}
        filter={`url(#${id}-shadow)`}
      />
      <circle
        cx={centre}
        cy={layout.pointer.headY}
        r={layout.pointer.headRadius * 0.35}
        fill="#7a4a06"
      />
    </svg>
  )
}
