// Colours as #rrggbb: WCAG 2.x contrast, what a brand's colours are checked with at start
// (brand.server.ts; the browser walk measures the drawn pixels, e2e/contrast.ts), and the tints a
// brand's stylesheet derives from them.

/** The relative luminance of a #rrggbb colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255
    return value <= 0.040_45 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The colour's channels, as CSS's space-separated rgb() takes them: "245 197 66". */
export function rgbChannels(hex: string): string {
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(' ')
}

/** `share` (0 to 1) of `one` mixed into `other`, as #rrggbb. */
export function mixColours(one: string, other: string, share: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16)
  return `#${[1, 3, 5]
    .map((at) => Math.round(channel(one, at) * share + channel(other, at) * (1 - share)))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`
}
