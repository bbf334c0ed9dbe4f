import { Link, useSearchParams } from '@remix-run/react'

import { Icon } from '~/components/icon'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'

export const handle = { titleKey: 'howto.title' }

/** The five tutorials (SPEC §2 /howto); each file ships with the app. */
export const HOWTO_VIDEOS = [
  'wallet',
  'enterGame',
  'checkBalance',
  'receiveBonus',
  'endBonus',
] as const
type HowtoVideo = (typeof HOWTO_VIDEOS)[number]

function isHowtoVideo(value: string | null): value is HowtoVideo {
  return (HOWTO_VIDEOS as readonly (string | null)[]).includes(value)
}

export default function Howto() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const selected = searchParams.get('video')
  return (
    <div className="stack-lg">
      <h1>{t('howto.title')}</h1>
      <ul className="video-list">
        {HOWTO_VIDEOS.map((video, index) => (
          <li key={video}>
            <Link to={`?video=${video}`} className="video-card" preventScrollReset>
              <img src={`/howto/${video}.svg`} alt="" width={120} height={68} />
              <span className="video-title">
                <span className="muted">{t('howto.step', { number: index + 1 })}</span>
                {t(`howto.videos.${video}`)}
              </span>
              <Icon name="play" />
            </Link>
          </li>
        ))}
      </ul>
      {isHowtoVideo(selected) ? (
        <Modal title={t(`howto.videos.${selected}`)} closeTo="/howto">
          <video
            key={selected}
            className="howto-video"
            controls
            playsInline
            preload="metadata"
            poster={`/howto/${selected}.svg`}
          >
            <source src={`/howto/${selected}.mp4`} type="video/mp4" />
            {t('howto.noVideo')}
          </video>
        </Modal>
      ) : null}
    </div>
  )
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
