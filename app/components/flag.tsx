import { type Language } from '~/i18n'

// Small inline flags for the language dropdown: Thailand, Laos, United Kingdom.
export function Flag({ language }: { language: Language }) {
  const common = {
    width: 24,
    height: 16,
    viewBox: '0 0 30 20',
    'aria-hidden': true,
    className: 'flag',
  }
  if (language === 'th') {
    return (
      <svg {...common}>
        <rect width="30" height="20" fill="#A51931" />
        <rect y="3.33" width="30" height="13.33" fill="#F4F5F8" />
        <rect y="6.67" width="30" height="6.67" fill="#2D2A4A" />
      </svg>
    )
  }
  if (language === 'lo') {
    return (
      <svg {...common}>
        <rect width="30" height="20" fill="#CE1126" />
        <rect y="5" width="30" height="10" fill="#002868" />
        <circle cx="15" cy="10" r="4" fill="#FFF" />
      </svg>
    )
  }
  return (
    <svg {...common}>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#FFF" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#C8102E" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#FFF" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
    </svg>
  )
}
