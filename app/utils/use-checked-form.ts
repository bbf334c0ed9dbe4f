// A form checked in the browser the way conform's useForm does it here (a field's errors show
// once it has been left, then follow every keystroke; a submit checks every field), for the
// login page, which must stay light: conform adds 10 kB gzip to the first page a player loads.
// The action still answers with conform's submission result, read here.
import { type FormEvent, useState } from 'react'

/** Error keys by field name; '' holds the form's own errors (from the server). */
export type FormErrors = Partial<Record<string, string[]>>

/** The part of conform's SubmissionResult (`submission.reply()`) that the page shows. */
export type CheckedResult = { error?: Record<string, string[] | null> | null } | undefined

export type CheckState = { errors: FormErrors; checked: readonly string[] }

/** What the server's answer shows: its errors, on fields that count as checked. */
export function stateOfResult(result: CheckedResult): CheckState {
  const errors: FormErrors = {}
  for (const [field, list] of Object.entries(result?.error ?? {})) {
    if (list?.length) errors[field] = list
  }
  return { errors, checked: Object.keys(errors).filter((field) => field !== '') }
}

/**
 * After the browser's check found `found`: `fields` are now checked too, and every checked
 * field shows what was found for it; the server's form errors stay until its next answer.
 */
export function stateAfterCheck(
  state: CheckState,
  found: FormErrors,
  fields: readonly string[],
): CheckState {
  const checked = [...new Set([...state.checked, ...fields])]
  const errors: FormErrors = state.errors[''] ? { '': state.errors[''] } : {}
  for (const field of checked) {
    if (found[field]?.length) errors[field] = found[field]
  }
  return { errors, checked }
}

type Values = Record<string, FormDataEntryValue>

export function useCheckedForm({
  lastResult,
  check,
}: {
  lastResult: CheckedResult
  check: (values: Values) => FormErrors
}) {
  const [state, setState] = useState(() => stateOfResult(lastResult))
  const [shownResult, setShownResult] = useState(lastResult)
  if (shownResult !== lastResult) {
    setShownResult(lastResult)
    setState(stateOfResult(lastResult))
  }

  function run(form: HTMLFormElement, fields: readonly string[]): FormErrors {
    const found = check(Object.fromEntries(new FormData(form)) as Values)
    setState((current) => stateAfterCheck(current, found, fields))
    return found
  }

  const formProps = {
    // the server checks a form sent without JavaScript; with it, this hook does
    noValidate: true,
    onBlur(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as Partial<HTMLInputElement>).name
      if (name) run(event.currentTarget, [name])
    },
    onInput(event: FormEvent<HTMLFormElement>) {
      run(event.currentTarget, [])
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget
      const found = run(form, [...new FormData(form).keys()])
      if (Object.keys(found).length > 0) event.preventDefault()
    },
  }
  return { formProps, errors: state.errors }
}
