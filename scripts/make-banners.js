// Writes the mock backend's banner pictures (mock-server/assets/banners/*.svg): original,
// festive 16:9 artwork for the bonus, invite and refund carousels, so the demo needs no
// operator assets from the internet. The same input always gives the same files.
// A picture shown with <img> cannot load fonts, so each one embeds the bold Noto Sans Thai the
// app ships (public/fonts, SIL OFL): the Thai text renders on machines without Thai fonts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const DIR = 'mock-server/assets/banners'
const WIDTH = 640
const HEIGHT = 360
const FONT = "'Noto Sans Thai','Noto Sans Lao','Leelawadee UI',Tahoma,sans-serif"

const fontFace = (file, range) =>
  `@font-face{font-family:'Noto Sans Thai';font-weight:700;` +
  `src:url(data:font/woff2;base64,${readFileSync(`public/fonts/${file}`).toString('base64')}) format('woff2');` +
  `unicode-range:${range}}`

const THAI_FACES = [
  fontFace('noto-sans-thai-thai-700-normal.woff2', 'U+0E01-0E5B,U+200C-200D,U+25CC'),
  fontFace('noto-sans-thai-latin-700-normal.woff2', 'U+0000-00FF,U+2000-206F'),
].join('')
const LAO_FACE =
  `@font-face{font-family:'Noto Sans Lao';font-weight:700;` +
  `src:url(data:font/woff2;base64,${readFileSync('public/fonts/noto-sans-lao-lao-700-normal.woff2').toString('base64')}) format('woff2');` +
  `unicode-range:U+0E81-0EDF,U+200C-200D,U+25CC}`

/** Each language's picture embeds only the fonts its text needs. */
const LATIN_FACE = fontFace('noto-sans-thai-latin-700-normal.woff2', 'U+0000-00FF,U+2000-206F')
const FONT_FACES = { th: THAI_FACES, lo: LATIN_FACE + LAO_FACE, en: LATIN_FACE }

/**
 * One picture per language (issue 19 point 9): the Thai one keeps the plain file name the
 * database stores (invite.svg), the others add the language (invite.lo.svg, invite.en.svg); the
 * mock answers /banners/invite.svg?lang=lo with the Lao one.
 */
const BANNERS = [
  {
    file: 'bonus-welcome',
    amount: '100',
    colors: ['#6a11cb', '#2575fc'],
    accent: '#ffd23f',
    text: {
      th: {
        badge: 'โบนัสต้อนรับ',
        title: 'โบนัสสมาชิกใหม่',
        unit: 'บาท',
        subtitle: 'สมัครวันนี้ รับเครดิตฟรีทันที',
      },
      lo: {
        badge: 'ໂບນັດຕ້ອນຮັບ',
        title: 'ໂບນັດສະມາຊິກໃໝ່',
        unit: 'ບາດ',
        subtitle: 'ສະໝັກມື້ນີ້ ຮັບເຄຣດິດຟຣີທັນທີ',
      },
      en: {
        badge: 'WELCOME BONUS',
        title: 'New member bonus',
        unit: 'baht',
        subtitle: 'Sign up today, free credit at once',
      },
    },
  },
  {
    file: 'bonus-daily',
    amount: '20',
    colors: ['#f857a6', '#ff5858'],
    accent: '#fff3b0',
    text: {
      th: { badge: 'ทุกวัน', title: 'โบนัสรายวัน', unit: 'บาท', subtitle: 'รับได้วันละ 2 ครั้ง' },
      lo: { badge: 'ທຸກມື້', title: 'ໂບນັດລາຍວັນ', unit: 'ບາດ', subtitle: 'ຮັບໄດ້ມື້ລະ 2 ຄັ້ງ' },
      en: {
        badge: 'DAILY BONUS',
        title: 'Daily bonus',
        unit: 'baht',
        subtitle: 'Claim it twice a day',
      },
    },
  },
  {
    file: 'bonus-weekly',
    amount: '50',
    colors: ['#0f9b8e', '#1d4ed8'],
    accent: '#ffe066',
    text: {
      th: {
        badge: 'ทุกสัปดาห์',
        title: 'โบนัสรายสัปดาห์',
        unit: 'บาท',
        subtitle: 'รับได้ทุกสัปดาห์ เริ่มใหม่ทุกวันจันทร์',
      },
      lo: {
        badge: 'ທຸກອາທິດ',
        title: 'ໂບນັດລາຍອາທິດ',
        unit: 'ບາດ',
        subtitle: 'ຮັບໄດ້ທຸກອາທິດ ເລີ່ມໃໝ່ທຸກວັນຈັນ',
      },
      en: {
        badge: 'WEEKLY BONUS',
        title: 'Weekly bonus',
        unit: 'baht',
        subtitle: 'Every week, new each Monday',
      },
    },
  },
  {
    file: 'invite',
    amount: '20',
    colors: ['#ff8008', '#e52d27'],
    accent: '#fff6a9',
    text: {
      th: {
        badge: 'ชวนเพื่อน',
        title: 'ชวนเพื่อน รับโบนัส',
        unit: 'บาท + 5%',
        subtitle: 'ของทุกยอดฝากของเพื่อน',
      },
      lo: { badge: 'ຊວນໝູ່', title: 'ຊວນໝູ່ ຮັບໂບນັດ', unit: 'ບາດ + 5%', subtitle: 'ຂອງທຸກຍອດຝາກຂອງໝູ່' },
      en: {
        badge: 'INVITE FRIENDS',
        title: 'Invite friends, get a bonus',
        unit: 'baht + 5%',
        subtitle: 'of every deposit they make',
      },
    },
  },
  {
    file: 'refund',
    amount: '5',
    colors: ['#11998e', '#0b486b'],
    accent: '#b8ff9f',
    text: {
      th: {
        badge: 'คืนยอดเสีย',
        title: 'คืนยอดเสียทุกสัปดาห์',
        unit: '%',
        subtitle: 'รับยอดคืนเข้ากระเป๋าได้ทุกวันจันทร์',
      },
      lo: {
        badge: 'ຄືນຍອດເສຍ',
        title: 'ຄືນຍອດເສຍທຸກອາທິດ',
        unit: '%',
        subtitle: 'ຮັບຍອດຄືນເຂົ້າກະເປົາໄດ້ທຸກວັນຈັນ',
      },
      en: {
        badge: 'CASHBACK',
        title: 'Weekly cashback',
        unit: '%',
        subtitle: 'Back in your wallet every Monday',
      },
    },
  },
  {
    file: 'promo',
    colors: ['#b31217', '#3a0ca3'],
    accent: '#ffd166',
    text: {
      th: {
        badge: 'โปรโมชั่น',
        title: 'โปรโมชั่นสุดคุ้ม',
        amount: 'คุ้ม!',
        unit: '',
        subtitle: 'อ่านเงื่อนไขให้ครบก่อนรับโบนัส',
      },
      lo: {
        badge: 'ໂປຣໂມຊັນ',
        title: 'ໂປຣໂມຊັນສຸດຄຸ້ມ',
        amount: 'ຄຸ້ມ!',
        unit: '',
        subtitle: 'ອ່ານເງື່ອນໄຂໃຫ້ຄົບກ່ອນຮັບໂບນັດ',
      },
      en: {
        badge: 'LUCKY WALLET',
        title: 'Great-value promotion',
        amount: 'PROMO',
        unit: '',
        subtitle: 'Read the terms before you claim',
      },
    },
  },
]

const LANGUAGES = ['th', 'lo', 'en']

/** The file of a banner in a language: Thai keeps the plain name. */
function bannerFile(name, language) {
  return language === 'th' ? `${name}.svg` : `${name}.${language}.svg`
}

/** A small deterministic generator (mulberry32), so the confetti is the same every time. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CONFETTI_COLORS = ['#ffd23f', '#ff6b6b', '#4ecdc4', '#ffffff', '#f9a8d4', '#a3e635']

function confetti(next) {
  const pieces = []
  for (let i = 0; i < 46; i++) {
    const x = Math.round(next() * WIDTH)
    const y = Math.round(next() * HEIGHT)
    const color = CONFETTI_COLORS[Math.floor(next() * CONFETTI_COLORS.length)]
    const angle = Math.round(next() * 180)
    const opacity = (0.45 + next() * 0.5).toFixed(2)
    if (next() < 0.5) {
      pieces.push(
        `<rect x="${x}" y="${y}" width="10" height="4" rx="1" fill="${color}" opacity="${opacity}" transform="rotate(${angle} ${x + 5} ${y + 2})"/>`,
      )
    } else {
      const r = (2 + next() * 3).toFixed(1)
      pieces.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${opacity}"/>`)
    }
  }
  return pieces.join('\n    ')
}

function star(cx, cy, outer, inner, fill) {
  const points = []
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = (Math.PI / 5) * i - Math.PI / 2
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`)
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`
}

/** A stack of gold coins with the baht sign on the top one. */
function coins(x, y) {
  const coin = (cx, cy) =>
    `<ellipse cx="${cx}" cy="${cy + 6}" rx="46" ry="16" fill="#b7791f"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="46" ry="16" fill="url(#gold)" stroke="#fff3c4" stroke-width="2"/>`
  return [
    coin(x, y + 48),
    coin(x, y + 32),
    coin(x, y + 16),
    coin(x, y),
    `<text x="${x}" y="${y + 7}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="20" fill="#8a4b08">฿</text>`,
  ].join('\n    ')
}

function escape(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function banner({ badge, title, amount, unit, subtitle, colors, accent }, index, language) {
  const next = random(20261121 + index * 7919)
  const amountSize = amount.length > 3 ? 88 : 120
  const amountWidth = amount.length * amountSize * 0.58
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escape(`${title} ${amount} ${unit}`.trim())}">
  <defs>
    <style>${FONT_FACES[language]}</style>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>
    <radialGradient id="glow" cx=".78" cy=".45" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe58a"/><stop offset="1" stop-color="#f0a500"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <g fill="#fff" fill-opacity=".07">
    <circle cx="560" cy="40" r="120"/><circle cx="40" cy="340" r="110"/><rect x="250" y="250" width="180" height="180" rx="40" transform="rotate(25 340 340)"/>
  </g>
  <g>
    ${confetti(next)}
  </g>
  <g>
    ${star(520, 70, 16, 7, accent)}
    ${star(600, 150, 10, 4, '#ffffff')}
    ${star(455, 300, 12, 5, accent)}
    ${star(330, 44, 9, 4, '#ffffff')}
  </g>
  <g>
    ${coins(520, 215)}
  </g>
  <rect x="36" y="34" width="${badge.length * 13 + 44}" height="34" rx="17" fill="#000" fill-opacity=".25" stroke="${accent}" stroke-width="2"/>
  <text x="54" y="57" font-family="${FONT}" font-weight="700" font-size="16" letter-spacing="2" fill="${accent}">${escape(badge)}</text>
  <text x="36" y="124" font-family="${FONT}" font-weight="700" font-size="40" fill="#fff">${escape(title)}</text>
  <text x="36" y="${amount.length > 3 ? 228 : 246}" font-family="${FONT}" font-weight="700" font-size="${amountSize}" fill="${accent}" stroke="#000" stroke-opacity=".25" stroke-width="4" paint-order="stroke">${escape(amount)}</text>
  <text x="${Math.round(46 + amountWidth)}" y="${amount.length > 3 ? 228 : 246}" font-family="${FONT}" font-weight="700" font-size="34" fill="#fff">${escape(unit)}</text>
  <rect x="36" y="280" width="${Math.min(380, subtitle.length * 13 + 40)}" height="44" rx="22" fill="#fff" fill-opacity=".92"/>
  <text x="56" y="309" font-family="${FONT}" font-weight="700" font-size="20" fill="${colors[1]}">${escape(subtitle)}</text>
</svg>
`
}

mkdirSync(DIR, { recursive: true })
BANNERS.forEach((spec, index) => {
  for (const language of LANGUAGES)
    writeFileSync(
      `${DIR}/${bannerFile(spec.file, language)}`,
      banner({ ...spec, ...spec.text[language] }, index, language),
    )
})
console.log(`wrote ${BANNERS.length} banners in ${LANGUAGES.length} languages to ${DIR}`)
