import sanitizeHtml from 'sanitize-html'

import { type Banner } from '@member-wallet/contract/schemas'

import { safeImageSrc } from './safe-image'

/**
 * The operator's HTML (conditions, agreements, notices, banners) is shown as formatted
 * text: only harmless formatting tags, links and images survive; scripts, event handlers
 * and javascript: URLs do not.
 */
export function sanitizeOperatorHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'span',
      'div',
      'ul',
      'ol',
      'li',
      'h1',
      'h2',
      'h3',
      'h4',
      'a',
      'img',
      'small',
      'mark',
      'blockquote',
      'hr',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
  })
}

/**
 * Banners from the backend, made safe to render: HTML sanitised, image addresses checked; a
 * slide left with neither picture nor text is dropped.
 */
export function sanitizeBanners(banners: Banner[]): Banner[] {
  return banners
    .map((banner) => ({
      image: safeImageSrc(banner.image) ?? '',
      html: banner.html.trim() ? sanitizeOperatorHtml(banner.html).trim() : '',
    }))
    .filter((banner) => banner.image || banner.html)
}
