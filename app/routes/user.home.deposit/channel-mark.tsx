// The marks of the QR channels: KBANK's bundled bank logo; the payment providers' colours and
// initials, drawn inline so no picture is fetched.
import { type QrProvider } from '@member-wallet/contract/schemas'

import { BankLogo } from '~/components/bank-logo'
import { useTranslation } from '~/components/translations'

/** The name players know a channel by ("KBank PromptPay QR"), never its code. */
export function ChannelName({ provider }: { provider: QrProvider }) {
  const { t } = useTranslation('member')
  return <>{t(`deposit.channels.${provider}`)}</>
}

const MARKS: Record<
  Exclude<QrProvider, 'KBANK'>,
  { background: string; color: string; letters: string }
> = {
  PAYTIMZ: { background: '#1d4ed8', color: '#ffffff', letters: 'PT' },
  FP: { background: '#ea580c', color: '#ffffff', letters: 'FP' },
  WW: { background: '#0f766e', color: '#ffffff', letters: 'WW' },
  PAYONEX: { background: '#a21caf', color: '#ffffff', letters: 'PX' },
}

/** A 40 px mark: KBANK's logo, or a rounded square with the provider's initials and a QR corner. */
export function ChannelMark({ provider }: { provider: QrProvider }) {
  if (provider === 'KBANK') return <BankLogo code="KBANK" size={40} />
  const mark = MARKS[provider]
  return (
    <svg className="channel-mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <rect width="40" height="40" rx="10" fill={mark.background} />
      <path d="M27 27h7v7h-7zM29 29h3v3h-3z" fill={mark.color} fillRule="evenodd" opacity="0.85" />
      <text
        x="18"
        y="24"
        textAnchor="middle"
        fill={mark.color}
        fontSize={mark.letters.length > 1 ? 14 : 19}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {mark.letters}
      </text>
    </svg>
  )
}

/** Small line glyphs of the QR actions (save, share, camera, picture), in currentColor. */
const GLYPHS = {
  save: 'M12 4v11m0 0-4-4m4 4 4-4M5 19h14',
  share: 'M12 15V4m0 0-4 4m4-4 4 4M6 12v7h12v-7',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7',
  picture: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01',
} as const

export function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="glyph">
      <path
        d={GLYPHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
