import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'

import { BrandLogo, useBrand } from './brand'

/** The sticky bar with the brand's logo and name; the page decides what sits on the right. */
export function TopBar({ home, children }: { home: string; children: ReactNode }) {
  return (
    <header className="top-bar">
      <Link to={home} className="brand">
        <BrandLogo size={32} />
        <span>{useBrand()?.name}</span>
      </Link>
      {children}
    </header>
  )
}
