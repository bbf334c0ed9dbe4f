/** Renders HTML that a loader has already passed through sanitizeOperatorHtml. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
