// Inline icons (no icon font or CDN): 24×24 stroke paths.
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5',
  register:
    'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c.8-3.5 3.4-5.5 7-5.5 1.2 0 2.3.2 3.2.7M18 14v6m-3-3h6',
  play: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2-12.5v7l5.5-3.5L10 8.5Z',
  chat: 'M4 5h16v11H9l-5 4V5Zm4 5h.01M12 10h.01M16 10h.01',
  document: 'M6 3h9l4 4v14H6V3Zm9 0v4h4M9 12h7M9 16h7',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  lock: 'M6 11h12v10H6V11Zm2.5 0V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'M15 5l-7 7 7 7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  deposit: 'M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3',
  withdraw: 'M12 15V3m0 0L8 7m4-4 4 4M4 17v3h16v-3',
  wheel:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-9 6.4-6.4M12 12V3m0 9-6.4 6.4M12 12h9M12 12l6.4 6.4M12 12H3',
  refresh: 'M20 11a8 8 0 0 0-14.3-4.9L4 8m0-5v5h5M4 13a8 8 0 0 0 14.3 4.9L20 16m0 5v-5h-5',
  invite:
    'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8 12a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 8c.6-3.2 3-5 6-5s5.4 1.8 6 5m1.5-5.5c2.9 0 5 1.6 5.5 4.5',
  gift: 'M4 11h16v10H4V11Zm-1-4h18v4H3V7Zm9 0v14M12 7S10.5 3 8 3.5 7.5 7 12 7Zm0 0s1.5-4 4-3.5S16.5 7 12 7Z',
  refund:
    'M4 12a8 8 0 1 0 2.3-5.7L4 8.5M4 4v4.5h4.5M12 8v8m-2.5-5.5c0-1 1-1.5 2.5-1.5s2.5.5 2.5 1.5-1 1.3-2.5 1.5-2.5.5-2.5 1.5 1 1.5 2.5 1.5 2.5-.5 2.5-1.5',
  copy: 'M9 9h11v11H9V9Zm-4 6H4V4h11v1',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 0 12-4v4m3 7h.01',
  phone: 'M8 3h8v18H8V3Zm3 15h2',
  line: 'M12 4C6.5 4 3 7.4 3 11c0 3.2 2.7 5.8 6.6 6.6L9 21l4.5-3.1C18 17.6 21 14.6 21 11c0-3.6-3.5-7-9-7Z',
  chevronDown: 'M6 9l6 6 6-6',
  attach: 'M20 11.5 12.5 19a5 5 0 0 1-7-7L13 4.5a3.3 3.3 0 0 1 4.7 4.7l-7.5 7.5a1.7 1.7 0 0 1-2.4-2.4l6.8-6.8',
  alert:
    'M12 8v5m0 3.5h.01M10.3 3.9 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9h.01',
} as const

export type IconName = keyof typeof PATHS

export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName
  size?: number
  className?: string
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
