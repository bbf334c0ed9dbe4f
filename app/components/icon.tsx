// Icons (no icon font or CDN) from one SVG sprite, a hashed file the browser caches for good:
// the drawings stay out of the JavaScript every page loads. The root preloads the sprite.
import spriteHref from './icons.svg'

export { spriteHref }

export const ICON_NAMES = [
  'home',
  'user',
  'register',
  'play',
  'chat',
  'document',
  'list',
  'logout',
  'lock',
  'close',
  'back',
  'check',
  'deposit',
  'withdraw',
  'wheel',
  'refresh',
  'invite',
  'gift',
  'refund',
  'copy',
  'eye',
  'wallet',
  'phone',
  'line',
  'chevronDown',
  'attach',
  'alert',
  'info',
  'share',
  'clock',
  'question',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** A drawing of the sprite by its symbol id, decorative (its control carries the name). */
export function SpriteImage({
  id,
  width,
  height,
  className,
}: {
  id: string
  width: number
  height: number
  className?: string
}) {
  return (
    <svg width={width} height={height} aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteHref}#${id}`} />
    </svg>
  )
}

export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName
  size?: number
  className?: string
}) {
  return <SpriteImage id={name} width={size} height={size} className={className} />
}
