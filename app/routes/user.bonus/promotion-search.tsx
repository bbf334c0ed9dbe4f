import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { type FormEvent } from 'react'

import { Field } from '~/components/forms'
import { Icon } from '~/components/icon'
import { useTranslation } from '~/components/translations'
import { PROMOTION_DIALOG } from '~/utils/bonus'
import { PromotionCodeForm } from '~/validation/bonus'

/** Upper-cases what is typed as it is typed, keeping the caret where it was. */
function upperCaseInput(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const upper = input.value.toUpperCase()
  if (upper === input.value) return
  const { selectionStart, selectionEnd } = input
  input.value = upper
  input.setSelectionRange(selectionStart, selectionEnd)
}

/**
 * The promotion code search (SPEC §2 Bonus): a GET form, so the promotion dialog it opens is
 * a link (/user/bonus/promotion?code=…) and works without JavaScript. The code shows in upper
 * case (CSS), becomes upper case as it is typed (JavaScript) and is upper-cased by the server.
 * While a bonus is active it stays in view, locked, with the reason.
 */
export function PromotionSearch({ code, locked = false }: { code: string; locked?: boolean }) {
  const { t } = useTranslation('bonus')
  const [form, fields] = useForm({
    id: 'promotion-search',
    // without JavaScript the browser itself holds back an empty code
    defaultNoValidate: false,
    defaultValue: { code },
    constraint: getZodConstraint(PromotionCodeForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PromotionCodeForm }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form
      method="get"
      action={PROMOTION_DIALOG}
      className="card stack-sm"
      preventScrollReset
      {...getFormProps(form)}
      aria-labelledby="promotion-search-title"
    >
      <h2 id="promotion-search-title" className="card-title">
        {t('promotion.searchTitle')}
      </h2>
      {locked ? (
        <p className="field-hint promotion-locked">
          <Icon name="lock" size={16} />
          {t('promotion.locked')}
        </p>
      ) : (
        <p className="field-hint">{t('promotion.searchHint')}</p>
      )}
      <div className="promotion-search-row">
        <Field
          label={t('promotion.code')}
          inputProps={{
            ...getInputProps(fields.code, { type: 'text' }),
            className: 'uppercase',
            autoCapitalize: 'characters',
            autoComplete: 'off',
            autoCorrect: 'off',
            spellCheck: false,
            enterKeyHint: 'search',
            onInput: upperCaseInput,
            disabled: locked,
          }}
          errors={fields.code.errors}
        />
        <button type="submit" className="button button-primary" disabled={locked}>
          {t('promotion.search')}
        </button>
      </div>
    </Form>
  )
}
