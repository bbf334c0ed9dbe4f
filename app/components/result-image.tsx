import { useEffect, useState } from 'react'

import { canShareFile, pngOf, saveFile } from '~/utils/image-file.client'

import { useBrand } from './brand'
import { Icon } from './icon'
import type { ResultSheetData } from './receipt'
import { useTranslation } from './translations'

const WIDTH = 720
const PADDING = 48
const STATE_COLOURS = {
  success: '#1e8e4f',
  pending: '#b86e00',
  failed: '#c0392b',
  unknown: '#5b5670',
} as const

/** The sheet's words as a picture: the brand, the title and state, then label and value rows. */
async function resultPng(
  heading: [string, string, string],
  rows: Array<[string, string]>,
  colour: string,
): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = WIDTH
  canvas.height = 330 + rows.length * 64
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no canvas')
  const font = getComputedStyle(document.body).fontFamily
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = colour
  context.fillRect(0, 0, WIDTH, 16)
  context.textAlign = 'center'
  const [brand, title, state] = heading
  const lines: Array<[string, string, number]> = [
    [brand, `600 30px ${font}`, 80],
    [title, `700 40px ${font}`, 140],
    [state, `700 32px ${font}`, 196],
  ]
  for (const [text, style, y] of lines) {
    context.font = style
    context.fillStyle = text === state ? colour : '#1d1142'
    context.fillText(text, WIDTH / 2, y, WIDTH - 2 * PADDING)
  }
  context.font = `500 28px ${font}`
  rows.forEach(([label, value], i) => {
    const y = 280 + i * 64
    context.fillStyle = '#1d1142'
    if (!label) {
      context.textAlign = 'center'
      context.fillText(value, WIDTH / 2, y, WIDTH - 2 * PADDING)
      return
    }
    context.textAlign = 'right'
    context.fillText(value, WIDTH - PADDING, y, (WIDTH - 2 * PADDING) * 0.55)
    context.fillStyle = '#5b5670'
    context.textAlign = 'left'
    context.fillText(label, PADDING, y, (WIDTH - 2 * PADDING) * 0.42)
  })
  return pngOf(canvas)
}

/** The sheet's rows as shown: the amount, from → to, then each label and value. */
function rowsOf(sheet: HTMLElement, amountLabel: string): Array<[string, string]> {
  const text = (node: Element | null | undefined) => node?.textContent?.trim() ?? ''
  const route = [...sheet.querySelectorAll('.receipt-route > span:not(.visually-hidden)')]
    .map(text)
    .join(' ')
  return [
    [amountLabel, text(sheet.querySelector('.receipt-amount'))],
    ['', route],
    ...[...sheet.querySelectorAll('.detail-row')].map((row): [string, string] => [
      text(row.querySelector('dt')),
      text(row.querySelector('dd')),
    ]),
  ]
}

/**
 * Save the result as a picture, or share it, where the browser can: JavaScript draws what the
 * sheet shows (without it, the sheet itself says everything).
 */
export function ResultImageActions({
  picture,
  title,
  sheet,
}: {
  picture: React.RefObject<HTMLElement | null>
  title: string
  sheet: Pick<ResultSheetData, 'state' | 'reference'>
}) {
  const { t } = useTranslation('member')
  const brand = useBrand()?.name ?? ''
  const [file, setFile] = useState<File | null>(null)
  useEffect(() => {
    if (!picture.current) return
    const rows = rowsOf(picture.current, t('result.amountLabel'))
    const heading: [string, string, string] = [brand, title, t(`result.state.${sheet.state}`)]
    resultPng(heading, rows, STATE_COLOURS[sheet.state]).then(
      (png) => setFile(new File([png], `result-${sheet.reference}.png`, { type: 'image/png' })),
      () => setFile(null),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sheet.reference, sheet.state, title])
  if (!file) return null
  return (
    <div className="qr-image-actions">
      <button type="button" className="button button-ghost" onClick={() => saveFile(file)}>
        <Icon name="deposit" size={18} />
        {t('result.save')}
      </button>
      {canShareFile(file) ? (
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            navigator.share({ files: [file], title }).catch(() => {
              // the player closed the share sheet: nothing to say
            })
          }}
        >
          <Icon name="share" size={18} />
          {t('result.share')}
        </button>
      ) : null}
    </div>
  )
}
