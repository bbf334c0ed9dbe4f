/** A banner picture address the page may load: http(s), same-site or an inline image. */
export function safeImageSrc(src: string): string | null {
  const value = src.trim()
  return /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i.test(value) ? value : null
}
