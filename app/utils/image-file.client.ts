// Pictures the player keeps: a canvas as a PNG, saved to the phone or handed to another app
// (the QR to pay, a money event's result sheet).

/** The canvas as a PNG. */
export function pngOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  )
}

/** Saves the file through a download link (the phone puts it in its downloads or photos). */
export function saveFile(file: File): void {
  const href = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = href
  link.download = file.name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** Whether this browser can hand a picture to another app (Web Share with files). */
export function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })
}
