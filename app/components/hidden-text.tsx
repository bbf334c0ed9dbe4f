/**
 * A secret shown as dots until asked for (a game password on a phone others can see): a
 * details element, so it opens without JavaScript too.
 */
export function HiddenText({ text, showLabel }: { text: string; showLabel: string }) {
  return (
    <details className="hidden-text">
      <summary>
        <span className="hidden-text-mask" aria-hidden="true">
          ••••••••
        </span>
        <span className="hidden-text-show">{showLabel}</span>
      </summary>
      <span className="hidden-text-value">{text}</span>
    </details>
  )
}
