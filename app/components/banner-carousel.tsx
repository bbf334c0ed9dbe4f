import { useRef, useState } from 'react'

import { type Banner } from '@member-wallet/contract/schemas'

import { bannerInLanguage } from '~/utils/banners'
import { useHydrated } from '~/utils/use-hydrated'

import { SafeHtml } from './safe-html'
import { useTranslation } from './translations'

/**
 * The operator's banners (SPEC §3 Carousel banner) as slides that swipe sideways with CSS
 * scroll snapping, with or without JavaScript; JavaScript adds the dots that follow the slide
 * in view. The loader must have sanitised each banner's html.
 */
export function BannerCarousel({ banners, label }: { banners: Banner[]; label: string }) {
  const { t, i18n } = useTranslation()
  const track = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)
  const hydrated = useHydrated()
  if (banners.length === 0) return null

  function onScroll() {
    const element = track.current
    if (!element || element.clientWidth === 0) return
    setCurrent(Math.round(element.scrollLeft / element.clientWidth))
  }

  function show(index: number) {
    const element = track.current
    element?.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' })
  }

  return (
    <div
      className="banner-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* several slides scroll sideways: focusable, so the arrow keys scroll them too */}
      <ul
        ref={track}
        className="banner-track"
        onScroll={onScroll}
        tabIndex={banners.length > 1 ? 0 : undefined}
      >
        {banners.map((banner, index) => (
          <li
            key={index}
            className="banner-slide"
            aria-roledescription="slide"
            aria-label={t('slideOf', { index: index + 1, count: banners.length })}
          >
            {banner.image ? (
              <img
                src={bannerInLanguage(banner.image, i18n.language)}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            ) : null}
            {banner.html ? <SafeHtml html={banner.html} className="banner-html" /> : null}
          </li>
        ))}
      </ul>
      {hydrated && banners.length > 1 ? (
        <div className="banner-dots">
          {banners.map((_, index) => (
            <button
              key={index}
              type="button"
              className={index === current ? 'banner-dot is-active' : 'banner-dot'}
              aria-label={t('slideOf', { index: index + 1, count: banners.length })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  )
}
