// Writes the bundled game provider art (public/games/<CODE>/logo.webp and bg.webp): simple,
// original artwork (each provider's emblem and wordmark in its colours) so the demo needs no
// provider assets from the internet. `node scripts/make-game-art.js` (needs Chromium).
//
// Drawn as SVG, shipped as WebP: home shows 17 cards, and each SVG <img> is a whole document
// for the browser to build (the logos hold text). Measured on /user/home: 230 ms of renderer
// work with the SVGs, 120 ms with raster art. This is only the mock's demo data; the operator's
// backend serves raster art too (a game's logo and background are image URLs).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'

import { chromium } from '@playwright/test'

const PROVIDERS = {
  JOKER: ['Joker', '#7b2ff7', '#f107a3', 'jester'],
  SUPERSLOT: ['Super Slot', '#ff512f', '#dd2476', 'bolt'],
  SLOTXO: ['Slot XO', '#1d976c', '#93f9b9', 'xo'],
  PG: ['PG', '#0f2027', '#2c5364', 'flame'],
  PGSLOT: ['PG Slot', '#134e5e', '#71b280', 'cherry'],
  JOKER2: ['Joker 2', '#4a00e0', '#8e2de2', 'jester'],
  AREASLOT: ['Area Slot', '#f7971e', '#ffd200', 'star'],
  SLOTRACHA: ['Slot Racha', '#c31432', '#240b36', 'crown'],
  CIRCUS: ['Circus', '#ee0979', '#ff6a00', 'tent'],
  IMI: ['IMI', '#02aab0', '#00cdac', 'diamond'],
  USUN: ['USUN', '#ff8008', '#ffc837', 'sun'],
  BETFLIX: ['Betflix', '#8e0e00', '#1f1c18', 'play'],
  ASKMEBET: ['AskMeBet', '#3a1c71', '#d76d77', 'spade'],
  UFABET: ['UFABET', '#0052d4', '#65c7f7', 'ball'],
  SEXYGAME: ['Sexy', '#cb356b', '#bd3f32', 'chip'],
  HUAYHD: ['Huay HD', '#11998e', '#38ef7d', 'lotto'],
  LOTTOVIP: ['Lotto VIP', '#f857a6', '#ff5858', 'crown'],
}

/** Each provider's emblem, drawn in a 40×40 box centred at (48, 36), in its accent colour. */
const MOTIFS = {
  jester: (c) =>
    `<path d="M28 48 30 26 40 36 48 20 56 36 66 26 68 48Z" fill="${c}"/><circle cx="30" cy="24" r="4" fill="#fff"/><circle cx="48" cy="18" r="4" fill="#fff"/><circle cx="66" cy="24" r="4" fill="#fff"/><rect x="28" y="46" width="40" height="6" rx="3" fill="#fff"/>`,
  bolt: (c) =>
    `<path d="M52 14 34 40h12l-4 20 20-28H50Z" fill="${c}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`,
  xo: (c) =>
    `<path d="M28 22 44 38M44 22 28 38" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="60" cy="38" r="9" fill="none" stroke="${c}" stroke-width="6"/>`,
  flame: (c) =>
    `<path d="M48 14c10 12 16 20 16 30a16 16 0 0 1-32 0c0-8 6-12 8-20 4 6 4 10 8 12 2-8 0-14 0-22Z" fill="${c}" stroke="#fff" stroke-width="2"/>`,
  cherry: (c) =>
    `<path d="M40 40c2-12 8-20 16-24M56 40c0-10 0-18 0-24" stroke="#fff" stroke-width="3" fill="none"/><circle cx="38" cy="44" r="9" fill="${c}"/><circle cx="58" cy="44" r="9" fill="${c}"/>`,
  star: (c) =>
    `<polygon points="48,14 54,30 71,30 57,40 62,56 48,46 34,56 39,40 25,30 42,30" fill="${c}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`,
  crown: (c) =>
    `<path d="M28 50 26 24 38 36 48 18 58 36 70 24 68 50Z" fill="${c}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><circle cx="48" cy="40" r="4" fill="#fff"/>`,
  tent: (c) =>
    `<path d="M48 14 70 52H26Z" fill="${c}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><path d="M48 14v38M37 52l11-24 11 24" stroke="#fff" stroke-width="2" fill="none"/>`,
  diamond: (c) =>
    `<path d="M34 22h28l8 10-22 24-22-24Z" fill="${c}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><path d="M26 32h44M41 22l7 34 7-34" stroke="#fff" stroke-width="1.5" fill="none"/>`,
  sun: (c) =>
    `<circle cx="48" cy="36" r="11" fill="${c}" stroke="#fff" stroke-width="2"/><g stroke="#fff" stroke-width="3" stroke-linecap="round"><path d="M48 14v6M48 52v6M26 36h6M64 36h6M33 21l4 4M59 47l4 4M33 51l4-4M59 25l4-4"/></g>`,
  play: (c) =>
    `<circle cx="48" cy="36" r="20" fill="${c}" stroke="#fff" stroke-width="2"/><path d="M43 26v20l16-10Z" fill="#fff"/>`,
  spade: (c) =>
    `<path d="M48 14c-6 10-20 16-20 26a10 10 0 0 0 17 7l-4 9h14l-4-9a10 10 0 0 0 17-7c0-10-14-16-20-26Z" fill="${c}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`,
  ball: (c) =>
    `<circle cx="48" cy="36" r="20" fill="#fff"/><path d="M48 26l9 7-3 10h-12l-3-10Z" fill="${c}"/><path d="M48 16v10M57 33l11-3M54 43l6 9M42 43l-6 9M39 33l-11-3" stroke="${c}" stroke-width="2"/>`,
  chip: (c) =>
    `<circle cx="48" cy="36" r="20" fill="${c}" stroke="#fff" stroke-width="3" stroke-dasharray="7 5"/><circle cx="48" cy="36" r="11" fill="none" stroke="#fff" stroke-width="2"/><path d="M48 30c-3-4-8 0-5 4l5 5 5-5c3-4-2-8-5-4Z" fill="#fff"/>`,
  lotto: (c) =>
    `<circle cx="36" cy="40" r="10" fill="#fff"/><circle cx="60" cy="40" r="10" fill="${c}" stroke="#fff" stroke-width="2"/><circle cx="48" cy="24" r="10" fill="${c}" stroke="#fff" stroke-width="2"/><text x="36" y="44" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="11" fill="#333">9</text>`,
}

/**
 * The logo at 2 × its 96 px design (192 px): it is shown at 44 CSS px (56 on a game's page), up
 * to ~150 device px on a 3× phone, and at 96 px its wordmark looked blurry.
 */
const LOGO_SCALE = 2
/** All 34 files come to ~108 kB at 0.8; 0.9 adds ~27 kB and no difference one can see. */
const WEBP_QUALITY = 0.8

function logoSvg(label, from, to, motif) {
  const size = label.length > 8 ? 12 : label.length > 5 ? 14 : 17
  // a designed mark: the provider's emblem over its wordmark, on its own colours
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect x="4" y="4" width="88" height="88" rx="22" fill="url(#g)" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
  <rect x="4" y="62" width="88" height="30" rx="0" fill="#000" fill-opacity=".28"/>
  ${MOTIFS[motif](to === '#ffd200' || to === '#ffc837' ? '#7a2e00' : '#ffd23f')}
  <text x="48" y="${78 + size / 3}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="800" font-size="${size}" letter-spacing=".5" fill="#fff">${label.toUpperCase()}</text>
</svg>`
}

function backgroundSvg(from, to) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="320" height="180" fill="url(#g)"/>
  <g fill="#fff" fill-opacity=".08"><circle cx="270" cy="30" r="70"/><circle cx="40" cy="170" r="60"/><rect x="150" y="90" width="120" height="120" rx="30" transform="rotate(20 210 150)"/></g>
</svg>`
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
const page = await browser.newPage()

/** The SVG drawn at `scale` on a canvas, as WebP (transparent corners kept). */
async function toWebp(svg, scale) {
  const base64 = await page.evaluate(
    async ({ svg, scale, quality }) => {
      const image = new Image()
      image.src = `data:image/svg+xml;base64,${btoa(svg)}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth * scale
      canvas.height = image.naturalHeight * scale
      canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height)
      return canvas.toDataURL('image/webp', quality).split(',')[1]
    },
    { svg, scale, quality: WEBP_QUALITY },
  )
  return Buffer.from(base64, 'base64')
}

let bytes = 0
for (const [code, [label, from, to, motif]] of Object.entries(PROVIDERS)) {
  const dir = new URL(`../public/games/${code}/`, import.meta.url)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [file, webp] of [
    ['logo.webp', await toWebp(logoSvg(label, from, to, motif), LOGO_SCALE)],
    ['bg.webp', await toWebp(backgroundSvg(from, to), 1)],
  ]) {
    writeFileSync(new URL(file, dir), webp)
    bytes += webp.length
  }
}
await browser.close()
console.log(
  `wrote art for ${Object.keys(PROVIDERS).length} providers, ${Math.round(bytes / 1024)} kB`,
)
