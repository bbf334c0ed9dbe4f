import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react'
import { useTranslation } from 'react-i18next'

import { translateMessage } from '~/api/error-message'

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

type FieldProps = {
  label: string
  inputProps: InputHTMLAttributes<HTMLInputElement>
  errors?: string[]
  hint?: ReactNode
  addon?: ReactNode
}

/** A labelled input with its error slot, aria-invalid and aria-describedby wired once. */
export function Field({ label, inputProps, errors, hint, addon }: FieldProps) {
  const fallbackId = useId()
  // conform's props carry a React key, which must not be spread into JSX
  const { key: _key, ...props } = inputProps as typeof inputProps & { key?: unknown }
  const id = props.id ?? fallbackId
  const errorId = errors?.length ? `${id}-error` : undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input
          {...props}
          id={id}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
        {addon}
      </div>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
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
  const fallbackId = useId()
  const { key: _key, ...props } = selectProps as typeof selectProps & { key?: unknown }
  const id = props.id ?? fallbackId
  const errorId = errors?.length ? `${id}-error` : undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <select
          {...props}
          id={id}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}
