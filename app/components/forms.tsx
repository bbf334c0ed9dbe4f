import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
  useState,
} from 'react'

import { translateMessage } from '@member-wallet/contract/translate'

import { useHydrated } from '~/utils/use-hydrated'

import { Icon } from './icon'
import { useTranslation } from './translations'

/** Errors are translation keys (or raw server text); each is shown in the user's language. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const { t } = useTranslation()
  const list = errors?.filter(Boolean) ?? []
  if (list.length === 0) return null
  return (
    <ul id={id} className="error-list">
      {list.map((error) => (
        <li key={error}>{translateMessage(error, t)}</li>
      ))}
    </ul>
  )
}

/** Ids and aria attributes shared by every labelled control; drops conform's React key. */
function useControl<P extends { id?: string }>(controlProps: P, errors: string[] | undefined) {
  const fallbackId = useId()
  const { key: _key, ...props } = controlProps as P & { key?: unknown }
  const id = props.id ?? fallbackId
  const errorId = errors?.length ? `${id}-error` : undefined
  return {
    id,
    errorId,
    props: {
      ...props,
      id,
      'aria-invalid': errorId ? true : undefined,
      'aria-describedby': errorId,
    },
  }
}

type FrameProps = {
  id: string
  label: string
  errorId?: string
  errors?: string[]
  hint?: ReactNode
  children: ReactNode
}

function FieldFrame({ id, label, errorId, errors, hint, children }: FrameProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">{children}</div>
      {typeof hint === 'string' ? <p className="field-hint">{hint}</p> : null}
      {hint && typeof hint !== 'string' ? <div className="field-hint">{hint}</div> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

type FieldProps = {
  label: string
  inputProps: InputHTMLAttributes<HTMLInputElement>
  errors?: string[]
  hint?: ReactNode
}

/** A labelled input with its error slot, aria-invalid and aria-describedby wired once. */
export function Field({ label, inputProps, errors, hint }: FieldProps) {
  const { id, errorId, props } = useControl(inputProps, errors)
  return (
    <FieldFrame id={id} label={label} errorId={errorId} errors={errors} hint={hint}>
      <input {...props} />
    </FieldFrame>
  )
}

/**
 * A password input with a show control once the page runs (a pressed button: the password in
 * clear text); without JavaScript it is a plain password field.
 */
export function PasswordField({ label, inputProps, errors, hint }: FieldProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [shown, setShown] = useState(false)
  const { id, errorId, props } = useControl(inputProps, errors)
  return (
    <FieldFrame id={id} label={label} errorId={errorId} errors={errors} hint={hint}>
      <input {...props} type={shown ? 'text' : 'password'} className="has-toggle" />
      {hydrated ? (
        <button
          type="button"
          className="password-toggle"
          aria-label={t('showPassword')}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          <Icon name="eye" size={20} />
        </button>
      ) : null}
    </FieldFrame>
  )
}

type SelectFieldProps = {
  label: string
  selectProps: SelectHTMLAttributes<HTMLSelectElement>
  options: { value: string; label: string }[]
  placeholder?: string
  errors?: string[]
}

export function SelectField({
  label,
  selectProps,
  options,
  placeholder,
  errors,
}: SelectFieldProps) {
  const { id, errorId, props } = useControl(selectProps, errors)
  return (
    <FieldFrame id={id} label={label} errorId={errorId} errors={errors}>
      <select {...props}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
