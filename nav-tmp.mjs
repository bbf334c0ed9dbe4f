import { chromium } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
const base = 'http://localhost:3900', mock = 'http://localhost:4900'
const exe = process.env.EXE
function byType() { const types = {}; for (const pid of readdirSync('/proc')) { if (!/^\d+$/.test(pid)) continue; try { const cmd = readFileSync(`/proc/${pid}/cmdline`,'utf8'); if (!cmd.includes('chromium')) continue; const s = readFileSync(`/proc/${pid}/stat`,'utf8'); const f = s.slice(s.lastIndexOf(')')+2).split(' '); const v = Number(f[11])+Number(f[12]); const ty = (cmd.match(/--type=([a-z-]+)/)||[,'browser'])[1]; types[ty] = (types[ty]??0) + v/100 } catch {} } return types }
const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking', ...(process.env.EXTRA||'').split(' ').filter(Boolean)] })
const dpr = Number(process.env.DPR ?? 2.625)
const phone = '08' + String(Date.now()).slice(-8)
await fetch(mock+'/api/account',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({name:'ทดสอบ กระเป๋า',username:phone,password:'wallet-pass-1',bankCode:'SCB',bankAccountName:'TEST',bankAccountNo:String(Date.now()).slice(-10),currency:'BAHT'})})
const t0 = byType(); const s = Date.now()
for (let round=0; round<4; round++){
const ctx = await browser.newContext({ viewport:{width:390,height:844}, locale:'th-TH', isMobile:true, hasTouch:true, deviceScaleFactor: dpr }); await ctx.addCookies([{name:'remember-agreement',value:'1',url:base}]); const page = await ctx.newPage()
await page.goto(base+'/login')
await page.getByLabel(/เบอร์โทรศัพท์/).fill(phone); await page.getByLabel(/^รหัสผ่าน$/).fill('wallet-pass-1'); await page.getByRole('button',{name:/^เข้าสู่ระบบ$/}).click()
await page.locator('.wallet-amount').waitFor()
for (const p of ['/user/home','/user/statement','/user/home?dialog=deposit','/user/bonus','/user/profile','/user/home']) { await page.goto(base+p); }
await page.getByRole('link', { name: 'โยกเงิน', exact: true }).click(); await page.getByRole('dialog', { name: 'โยกเงิน' }).waitFor()
await page.screenshot()
await ctx.close()
}
const t1 = byType(); let sum = 0
console.log(JSON.stringify(process.env.EXTRA ?? ''), 'dpr', dpr, 'wall', Date.now()-s, Object.entries(t1).map(([k,v])=>{ const d = v-(t0[k]??0); sum += d; return k+' '+d.toFixed(1)}).join(' '), 'total', sum.toFixed(1))
await browser.close()
