import { type Language } from '~/i18n'

import { SpriteImage } from './icon'

/** Small flags for the language dropdown: Thailand, Laos, United Kingdom (icons.svg). */
export function Flag({ language }: { language: Language }) {
  return <SpriteImage id={`flag-${language}`} width={24} height={16} className="flag" />
}
