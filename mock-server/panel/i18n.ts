// Every string of the panel, in Thai (the default) and English. `{name}` marks a value put in
// by translate(). A test checks that both languages have the same keys and the same `{name}`s.
// A page's language: ?lang= (kept in a cookie), else the cookie, else Thai.
import { type RequestHandler, type Response } from 'express'

import { parseCookies } from './auth'
import { faultStrings } from './i18n-faults'
import { operatorStrings } from './i18n-operator'

export const PANEL_LANGS = ['th', 'en'] as const
export type PanelLang = (typeof PANEL_LANGS)[number]
export const DEFAULT_PANEL_LANG: PanelLang = 'th'
export const LANG_COOKIE = 'mock-panel-lang'

const chatTh = {
  panelName: 'แผงควบคุมเดโม',
  otherLanguage: 'English',
  chat: 'แชท',
  signInTitle: 'เข้าสู่ระบบผู้ดูแล',
  password: 'รหัสผ่านผู้ดูแล',
  signIn: 'เข้าสู่ระบบ',
  signOut: 'ออกจากระบบ',
  wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
  tooManyPasswords: 'ใส่รหัสผ่านผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  conversations: 'บทสนทนา',
  noConversations: 'ยังไม่มีบทสนทนา',
  guest: 'ผู้เยี่ยมชม {id}',
  unread: 'ยังไม่อ่าน {count}',
  chooseConversation: 'เลือกบทสนทนาเพื่ออ่านและตอบ',
  roomNotFound: 'ไม่พบบทสนทนานี้',
  backToList: 'บทสนทนาทั้งหมด',
  customer: 'ลูกค้า',
  operator: 'เจ้าหน้าที่',
  pressed: 'กดปุ่ม: {title}',
  unknownType: 'ข้อความชนิดที่ไม่รู้จัก: {type}',
  openFile: 'เปิดไฟล์',
  previewImage: '[รูปภาพ]',
  previewVideo: '[วิดีโอ]',
  previewFile: '[ไฟล์]',
  previewCards: '[การ์ด {count} ใบ]',
  live: 'เชื่อมต่อสด',
  offline: 'ไม่ได้เชื่อมต่อ: โหลดหน้าใหม่เพื่อดูข้อความล่าสุด',
  composer: 'ตอบลูกค้า',
  message: 'ข้อความ',
  send: 'ส่ง',
  enterHint: 'Enter ส่ง, Shift+Enter ขึ้นบรรทัดใหม่',
  moreTypes: 'ข้อความชนิดอื่น',
  buttonsTitle: 'ข้อความพร้อมปุ่ม',
  buttonsLines: 'ปุ่ม ไม่เกิน 3 บรรทัด บรรทัดละ “ชื่อปุ่ม | ปลายทาง”',
  buttonsHint: 'ปลายทาง http(s)://… เป็นลิงก์, tel:… หรือตัวเลขเป็นปุ่มโทร, อย่างอื่นเป็น postback',
  quickTitle: 'ตัวเลือกด่วน',
  quickLines: 'ตัวเลือก บรรทัดละ “ชื่อ | payload”',
  genericTitle: 'การ์ด (carousel)',
  genericLines: 'การ์ด บรรทัดละ “ชื่อ | คำอธิบาย | URL รูป | ชื่อปุ่ม | URL ปุ่ม”',
  genericHint: 'เว้น URL รูปได้: ใช้รูปแบนเนอร์ตัวอย่าง ปุ่มไม่ใส่ก็ได้',
  mediaTitle: 'รูปภาพหรือวิดีโอ',
  mediaFile: 'ไฟล์: PNG, JPEG, GIF ไม่เกิน 10 MB หรือ MP4, MOV ไม่เกิน 20 MB',
  samplesTitle: 'ตัวอย่าง',
  samplesButton: 'ส่งตัวอย่างทุกชนิด',
  samplesHint: 'ข้อความ ปุ่ม ตัวเลือกด่วน การ์ด รูปภาพ และชนิดที่ไม่รู้จัก อย่างละหนึ่ง',
  errorText: 'พิมพ์ข้อความ 1–2000 ตัวอักษร',
  errorNoLines: 'ใส่อย่างน้อยหนึ่งบรรทัด',
  errorTooManyLines: 'ใส่ได้ไม่เกิน {max} บรรทัด',
  errorLine: 'บรรทัด {line}: ไม่ตรงตามรูปแบบที่บอกไว้',
  errorLineUrl: 'บรรทัด {line}: URL หรือหมายเลขโทรศัพท์ไม่ถูกต้อง',
  errorLineLong: 'บรรทัด {line}: ยาวเกินไป',
  errorFileMissing: 'เลือกไฟล์',
  errorFileType: 'ไฟล์นี้ไม่ใช่ PNG, JPEG, GIF, MP4 หรือ MOV',
  errorFileTooLarge: 'ไฟล์ใหญ่เกิน {mb} MB',
  sampleText: 'สวัสดีค่ะ ยินดีให้บริการ นี่คือข้อความตัวอย่าง',
  sampleButtonsText: 'ต้องการความช่วยเหลือเรื่องใดคะ',
  sampleWeb: 'เปิดเว็บไซต์',
  sampleCall: 'โทรหาเรา',
  samplePostback: 'คุยกับเจ้าหน้าที่',
  sampleQuickText: 'เลือกหัวข้อที่ต้องการได้เลยค่ะ',
  sampleDeposit: 'ฝากเงิน',
  sampleWithdraw: 'ถอนเงิน',
  samplePromotion: 'โปรโมชั่น',
  sampleCard1Title: 'โบนัสต้อนรับ',
  sampleCard1Subtitle: 'รับโบนัสเมื่อฝากครั้งแรก',
  sampleCard2Title: 'โปรโมชั่นประจำสัปดาห์',
  sampleCard2Subtitle: 'ฝากทุกวันรับเพิ่มทุกสัปดาห์',
  sampleClaim: 'รับโบนัส',
  sampleDetails: 'ดูรายละเอียด',
  sampleImage: 'รูปตัวอย่าง: สแกนเพื่อเปิดเว็บไซต์',
  samplePlace: 'สำนักงานกรุงเทพฯ',
}

const chatEn: Record<keyof typeof chatTh, string> = {
  panelName: 'Demo control panel',
  otherLanguage: 'ไทย',
  chat: 'Chat',
  signInTitle: 'Operator sign-in',
  password: 'Admin password',
  signIn: 'Sign in',
  signOut: 'Sign out',
  wrongPassword: 'Wrong password',
  tooManyPasswords: 'Too many wrong passwords: wait a while and try again',
  conversations: 'Conversations',
  noConversations: 'No conversations yet',
  guest: 'Guest {id}',
  unread: '{count} unread',
  chooseConversation: 'Choose a conversation to read and answer',
  roomNotFound: 'There is no such conversation',
  backToList: 'All conversations',
  customer: 'Customer',
  operator: 'Operator',
  pressed: 'pressed: {title}',
  unknownType: 'Message of an unknown type: {type}',
  openFile: 'Open the file',
  previewImage: '[image]',
  previewVideo: '[video]',
  previewFile: '[file]',
  previewCards: '[{count} cards]',
  live: 'Live',
  offline: 'Not connected: reload the page to see new messages',
  composer: 'Answer the customer',
  message: 'Message',
  send: 'Send',
  enterHint: 'Enter sends, Shift+Enter starts a new line',
  moreTypes: 'Other message types',
  buttonsTitle: 'Message with buttons',
  buttonsLines: 'Buttons, up to 3 lines, each “Title | target”',
  buttonsHint: 'Target http(s)://… is a link, tel:… or digits a call, anything else a postback',
  quickTitle: 'Quick replies',
  quickLines: 'Replies, one a line: “Title | payload”',
  genericTitle: 'Cards (carousel)',
  genericLines: 'Cards, one a line: “Title | Subtitle | image URL | button title | button URL”',
  genericHint: 'Leave the image URL out for a sample banner; the button is optional',
  mediaTitle: 'Image or video',
  mediaFile: 'File: PNG, JPEG, GIF up to 10 MB, or MP4, MOV up to 20 MB',
  samplesTitle: 'Samples',
  samplesButton: 'Send a sample of every type',
  samplesHint: 'One text, buttons, quick replies, cards, image and unknown-type message',
  errorText: 'Write 1 to 2000 characters',
  errorNoLines: 'Write at least one line',
  errorTooManyLines: 'Write at most {max} lines',
  errorLine: 'Line {line}: not in the form shown',
  errorLineUrl: 'Line {line}: not a good http(s) URL or phone number',
  errorLineLong: 'Line {line}: too long',
  errorFileMissing: 'Choose a file',
  errorFileType: 'This file is not a PNG, JPEG, GIF, MP4 or MOV',
  errorFileTooLarge: 'The file is larger than {mb} MB',
  sampleText: 'Hello! How can we help? This is a sample text message.',
  sampleButtonsText: 'What do you need help with?',
  sampleWeb: 'Open the website',
  sampleCall: 'Call us',
  samplePostback: 'Talk to an agent',
  sampleQuickText: 'Pick a topic:',
  sampleDeposit: 'Deposit',
  sampleWithdraw: 'Withdraw',
  samplePromotion: 'Promotions',
  sampleCard1Title: 'Welcome bonus',
  sampleCard1Subtitle: 'A bonus on your first deposit',
  sampleCard2Title: 'Weekly promotion',
  sampleCard2Subtitle: 'Deposit every day, get more every week',
  sampleClaim: 'Claim the bonus',
  sampleDetails: 'Details',
  sampleImage: 'Sample picture: scan to open the website',
  samplePlace: 'Bangkok office',
}

const th = { ...chatTh, ...operatorStrings.th, ...faultStrings.th }
export type PanelKey = keyof typeof th
const en: Record<PanelKey, string> = { ...chatEn, ...operatorStrings.en, ...faultStrings.en }

export const PANEL_DICTIONARIES: Record<PanelLang, Record<PanelKey, string>> = { th, en }

export function isPanelLang(value: unknown): value is PanelLang {
  return PANEL_LANGS.includes(value as PanelLang)
}

/** A string of the language with its `{name}` values put in. */
export function translate(
  lang: PanelLang,
  key: PanelKey,
  values: Record<string, string | number> = {},
): string {
  return PANEL_DICTIONARIES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** A translator bound to one language. */
export type Translate = (key: PanelKey, values?: Record<string, string | number>) => string

export function translator(lang: PanelLang): Translate {
  return (key, values) => translate(lang, key, values)
}

const YEAR_MS = 365 * 24 * 3600_000

/** Sets the request's language (res.locals.lang), and remembers a ?lang= in a cookie. */
export function panelLanguage(): RequestHandler {
  return (req, res, next) => {
    const asked = req.query.lang
    if (isPanelLang(asked)) {
      res.cookie(LANG_COOKIE, asked, { path: '/panel', sameSite: 'lax', maxAge: YEAR_MS })
      res.locals.lang = asked
    } else {
      const remembered = parseCookies(req.get('cookie')).get(LANG_COOKIE)
      res.locals.lang = isPanelLang(remembered) ? remembered : DEFAULT_PANEL_LANG
    }
    next()
  }
}

/** The language panelLanguage() chose, and its translator. */
export function languageOf(res: Response): { lang: PanelLang; t: Translate } {
  const lang = isPanelLang(res.locals.lang) ? res.locals.lang : DEFAULT_PANEL_LANG
  return { lang, t: translator(lang) }
}
