// "Send a sample of every type": one text, buttons (web, call, postback), quick replies, a
// carousel of two cards, an image and a message of a type the app does not know, so that a demo
// shows every kind of message in one click. Texts in the operator's language.
import { readdirSync } from 'node:fs'

import QRCode from 'qrcode'

import { ChatMessageBody, KnownChatMessageBody } from '@member-wallet/contract/schemas'

import { BANNER_DIR, bannerPath, isLanguageVariant } from '../banners'
import { type MockConfig } from '../config'
import { saveChatFile, signedChatUrl } from '../uploads'
import { type Translate } from './i18n'

/** The banner pictures' addresses: sample cards, and cards written without an image. */
export function bannerUrls(publicUrl: string): string[] {
  return (
    readdirSync(BANNER_DIR)
      // one entry per picture: its Thai file (the Lao and English ones are served by ?lang=)
      .filter((file) => file.endsWith('.svg') && !isLanguageVariant(file))
      .sort()
      .map((file) => publicUrl + bannerPath(file))
  )
}

/** The samples' bodies, given the address of a stored sample picture. */
export function sampleBodies(
  t: Translate,
  { publicUrl, imageUrl }: { publicUrl: string; imageUrl: string },
): ChatMessageBody[] {
  const banner = (file: string) => publicUrl + bannerPath(file)
  const known = KnownChatMessageBody.array().parse([
    { message_type: 'text', payload: { text: t('sampleText') } },
    {
      message_type: 'buttons',
      payload: {
        text: t('sampleButtonsText'),
        buttons: [
          { type: 'web', title: t('sampleWeb'), payload: 'https://example.com/' },
          { type: 'call', title: t('sampleCall'), payload: '021234567' },
          { type: 'postback', title: t('samplePostback'), payload: 'TALK_TO_AGENT' },
        ],
      },
    },
    {
      message_type: 'generic',
      payload: {
        elements: [
          {
            image_url: banner('bonus-welcome.svg'),
            title: t('sampleCard1Title'),
            subtitle: t('sampleCard1Subtitle'),
            buttons: [{ type: 'postback', title: t('sampleClaim'), payload: 'CLAIM_WELCOME' }],
          },
          {
            image_url: banner('promo.svg'),
            title: t('sampleCard2Title'),
            subtitle: t('sampleCard2Subtitle'),
            buttons: [{ type: 'web', title: t('sampleDetails'), payload: 'https://example.com/' }],
          },
        ],
      },
    },
    {
      message_type: 'media',
      payload: { url: imageUrl, fileType: 'image', name: 'sample.png', message: t('sampleImage') },
    },
  ])
  // quick replies last: the player's app offers them under the newest message only
  const quickReplies = KnownChatMessageBody.parse({
    message_type: 'quick_replies',
    payload: {
      text: t('sampleQuickText'),
      quick_replies: [
        { title: t('sampleDeposit'), payload: 'DEPOSIT' },
        { title: t('sampleWithdraw'), payload: 'WITHDRAW' },
        { title: t('samplePromotion'), payload: 'PROMOTION' },
      ],
    },
  })
  const unknown = ChatMessageBody.parse({
    message_type: 'location',
    payload: { title: t('samplePlace'), latitude: 13.7563, longitude: 100.5018 },
  })
  return [...known, unknown, quickReplies]
}

/** Stores the sample picture (a PNG QR code of this server's address) and answers the samples. */
export async function makeSamples(t: Translate, config: MockConfig): Promise<ChatMessageBody[]> {
  const png = await QRCode.toBuffer(config.publicUrl, { type: 'png', width: 240, margin: 2 })
  const name = await saveChatFile(config.uploadDir, 'image/png', png)
  return sampleBodies(t, { publicUrl: config.publicUrl, imageUrl: signedChatUrl(config, name) })
}
