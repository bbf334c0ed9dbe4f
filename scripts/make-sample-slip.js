// Writes mock-server/assets/sample-slip.png: the image the seeded demo slips show, a made-up
// Thai bank transfer slip (marked as a sample) rendered from HTML with Debian's Chromium and
// the bundled Thai font, so the demo needs no real slip.
import { mkdirSync, readFileSync, statSync } from 'node:fs'

import { chromium } from '@playwright/test'
import QRCode from 'qrcode'

const OUT = 'mock-server/assets/sample-slip.png'
const WIDTH = 400
const HEIGHT = 700

const font = (file) => readFileSync(`public/fonts/${file}`).toString('base64')
const face = (weight, file, range) => `@font-face {
  font-family: 'Noto Sans Thai';
  font-weight: ${weight};
  src: url(data:font/woff2;base64,${font(file)}) format('woff2');
  unicode-range: ${range};
}`
const THAI = 'U+0E01-0E5B, U+200C-200D, U+25CC'
const LATIN = 'U+0000-00FF, U+2000-206F'

// the corner QR a real slip carries for checking; this one only holds the reference
const reference = '016325143218ATF06912'
const qr = await QRCode.toString(`SAMPLE-SLIP-${reference}`, { type: 'svg', margin: 0 })

const html = `<!doctype html>
<html lang="th"><head><meta charset="utf-8"><style>
${face(400, 'noto-sans-thai-thai-400-normal.woff2', THAI)}
${face(700, 'noto-sans-thai-thai-700-normal.woff2', THAI)}
${face(400, 'noto-sans-thai-latin-400-normal.woff2', LATIN)}
${face(700, 'noto-sans-thai-latin-700-normal.woff2', LATIN)}
* { box-sizing: border-box; margin: 0; }
body { width: ${WIDTH}px; height: ${HEIGHT}px; font-family: 'Noto Sans Thai', sans-serif;
  color: #1f2d27; background: #eef5f0; position: relative; overflow: hidden; }
header { background: #0a8a4a; color: #fff; padding: 22px 24px 56px; }
.bank { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 17px; }
.mark { width: 34px; height: 34px; border-radius: 50%; background: #fff; color: #0a8a4a;
  display: grid; place-items: center; font-size: 18px; }
.card { position: absolute; top: 86px; left: 18px; right: 18px; background: #fff;
  border-radius: 14px; padding: 22px 22px 18px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
.ok { display: flex; align-items: center; gap: 10px; }
.tick { width: 30px; height: 30px; border-radius: 50%; background: #0a8a4a; color: #fff;
  display: grid; place-items: center; font-weight: 700; }
.ok b { font-size: 20px; }
.date { color: #6b7a72; font-size: 14px; margin: 6px 0 14px 40px; }
.party { display: flex; gap: 12px; padding: 12px 0; border-top: 1px dashed #cfd8d3; }
.logo { width: 40px; height: 40px; border-radius: 50%; display: grid; place-items: center;
  color: #fff; font-weight: 700; font-size: 12px; flex: none; }
.party .name { font-weight: 700; font-size: 15px; }
.party .acct { color: #6b7a72; font-size: 13px; }
.arrow { text-align: center; color: #0a8a4a; font-size: 18px; line-height: 1; margin: -4px 0; }
.row { display: flex; justify-content: space-between; align-items: baseline; font-size: 14px;
  padding: 6px 0; }
.row span:first-child { color: #6b7a72; }
.amount { font-size: 26px; font-weight: 700; color: #0a8a4a; }
.foot { display: flex; justify-content: space-between; align-items: flex-end;
  border-top: 1px dashed #cfd8d3; margin-top: 10px; padding-top: 12px; }
.foot small { color: #6b7a72; font-size: 12px; max-width: 220px; }
.qr { width: 72px; height: 72px; }
.sample { position: absolute; top: 330px; left: -40px; right: -40px; text-align: center;
  transform: rotate(-28deg); font-size: 54px; font-weight: 700; color: rgba(10,138,74,.10);
  letter-spacing: 6px; }
</style></head><body>
<header><div class="bank"><span class="mark">ก</span>ธนาคารกสิกรไทย</div></header>
<div class="card">
  <div class="ok"><span class="tick">✓</span><b>โอนเงินสำเร็จ</b></div>
  <div class="date">21 พ.ย. 69 14:32 น.</div>
  <div class="party"><span class="logo" style="background:#0a8a4a">KB</span>
    <div><div class="name">นาย สมชาย ใจดี</div><div class="acct">ธ.กสิกรไทย</div>
    <div class="acct">xxx-x-x7890-x</div></div></div>
  <div class="arrow">↓</div>
  <div class="party" style="border-top:0"><span class="logo" style="background:#4e2e7f">SCB</span>
    <div><div class="name">บจก. ลัคกี้ วอลเล็ท</div><div class="acct">ธ.ไทยพาณิชย์</div>
    <div class="acct">xxx-x-x4521-x</div></div></div>
  <div class="row" style="border-top:1px dashed #cfd8d3;padding-top:12px">
    <span>เลขที่รายการ:</span><span>${reference}</span></div>
  <div class="row"><span>จำนวน:</span><span class="amount">500.00 บาท</span></div>
  <div class="row"><span>ค่าธรรมเนียม:</span><span>0.00 บาท</span></div>
  <div class="foot"><small>สแกนตรวจสอบสลิป<br>ภาพตัวอย่างสำหรับการสาธิตเท่านั้น</small>
    <div class="qr">${qr}</div></div>
</div>
<div class="sample">ตัวอย่าง SAMPLE</div>
</body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
  await page.setContent(html)
  await page.evaluate(() => document.fonts.ready)
  mkdirSync('mock-server/assets', { recursive: true })
  await page.screenshot({ path: OUT })
} finally {
  await browser.close()
}
console.log(`wrote ${OUT} (${Math.round(statSync(OUT).size / 1024)} kB)`)
