import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'

/** The sticky bar with the operator's name; the page decides what sits on the right. */
export function TopBar({
  appName,
  home,
  children,
}: {
  appName: string
  home: string
  children: ReactNode
}) {
  return (
    <header className="top-bar">
      <Link to={home} className="brand">
        <img src="/images/logo.svg" alt="" width={32} height={32} />
        <span>{appName}</span>
      </Link>
      {children}
    </header>
  )
}
