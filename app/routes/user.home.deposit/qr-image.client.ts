// The live QR as a PNG a phone's gallery takes: the backend's markup (an SVG, or an <img>)
// drawn on a white canvas with the channel and amount under it, so the picture still says
// what it is for when the player opens it in their bank app.
import { pngOf } from '~/utils/image-file.client'

const SIZE = 720
const MARGIN = 48
const CAPTION = 120

function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image()
  image.src = src
  return image.decode().then(() => image)
}

/** The QR element's picture as an image to draw. */
function sourceOf(container: HTMLElement): Promise<HTMLImageElement> {
  const svg = container.querySelector('svg')
  if (svg) {
    const copy = svg.cloneNode(true) as SVGSVGElement
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
    const xml = new XMLSerializer().serializeToString(copy)
    return loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`)
  }
  const img = container.querySelector('img')
  if (img) return loadImage(img.src)
  return Promise.reject(new Error('no QR picture'))
}

/** A PNG of the QR with two caption lines under it (the channel, the amount). */
export async function qrPng(container: HTMLElement, lines: [string, string]): Promise<Blob> {
  const source = await sourceOf(container)
  const canvas = document.createElement('canvas')
  canvas.width = SIZE
  canvas.height = SIZE + CAPTION
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no canvas')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.imageSmoothingEnabled = false
  context.drawImage(source, MARGIN, MARGIN, SIZE - 2 * MARGIN, SIZE - 2 * MARGIN)
  const font = getComputedStyle(document.body).fontFamily
  context.fillStyle = '#1d1142'
  context.textAlign = 'center'
  context.font = `600 34px ${font}`
  context.fillText(lines[0], SIZE / 2, SIZE + 10, SIZE - 2 * MARGIN)
  context.font = `700 44px ${font}`
  context.fillText(lines[1], SIZE / 2, SIZE + 68, SIZE - 2 * MARGIN)
  return pngOf(canvas)
}
