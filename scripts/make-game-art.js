// Writes the bundled game provider art (public/games/<CODE>/logo.svg and bg.svg): simple,
// original placeholder artwork so the demo needs no provider assets from the internet.
import { mkdirSync, writeFileSync } from 'node:fs'

const PROVIDERS = {
  JOKER: ['Joker', '#7b2ff7', '#f107a3'],
  SUPERSLOT: ['Super Slot', '#ff512f', '#dd2476'],
  SLOTXO: ['Slot XO', '#1d976c', '#93f9b9'],
  PG: ['PG', '#0f2027', '#2c5364'],
  PGSLOT: ['PG Slot', '#134e5e', '#71b280'],
  JOKER2: ['Joker 2', '#4a00e0', '#8e2de2'],
  AREASLOT: ['Area Slot', '#f7971e', '#ffd200'],
  SLOTRACHA: ['Slot Racha', '#c31432', '#240b36'],
  CIRCUS: ['Circus', '#ee0979', '#ff6a00'],
  IMI: ['IMI', '#02aab0', '#00cdac'],
  USUN: ['USUN', '#ff8008', '#ffc837'],
  BETFLIX: ['Betflix', '#8e0e00', '#1f1c18'],
  ASKMEBET: ['AskMeBet', '#3a1c71', '#d76d77'],
  UFABET: ['UFABET', '#0052d4', '#65c7f7'],
  SEXYGAME: ['Sexy', '#cb356b', '#bd3f32'],
  HUAYHD: ['Huay HD', '#11998e', '#38ef7d'],
  LOTTOVIP: ['Lotto VIP', '#f857a6', '#ff5858'],
}

for (const [code, [label, from, to]] of Object.entries(PROVIDERS)) {
  const dir = `public/games/${code}`
  mkdirSync(dir, { recursive: true })
  const size = label.length > 7 ? 15 : label.length > 4 ? 18 : 24
  writeFileSync(
    `${dir}/logo.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect x="4" y="4" width="88" height="88" rx="22" fill="url(#g)" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
  <text x="48" y="${48 + size / 3}" text-anchor="middle" font-family="'Noto Sans Thai',sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text>
</svg>
`,
  )
  writeFileSync(
    `${dir}/bg.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="320" height="180" fill="url(#g)"/>
  <g fill="#fff" fill-opacity=".08"><circle cx="270" cy="30" r="70"/><circle cx="40" cy="170" r="60"/><rect x="150" y="90" width="120" height="120" rx="30" transform="rotate(20 210 150)"/></g>
</svg>
`,
  )
}
console.log(`wrote art for ${Object.keys(PROVIDERS).length} providers`)
