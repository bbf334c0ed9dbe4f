import { describe, expect, test } from 'vitest'

import { loginErrors } from '~/utils/login'
import { stateAfterCheck, stateOfResult } from '~/utils/use-checked-form'

const REQUIRED = ['validation.required']

describe('a form checked in the browser', () => {
  test('nothing shows before a field has been left', () => {
    const start = stateOfResult(undefined)
    expect(start).toEqual({ errors: {}, checked: [] })
    // typing in a field never left yet shows nothing
    expect(stateAfterCheck(start, loginErrors({ username: '08' }), [])).toEqual(start)
  })

  test('leaving a field shows its errors only; then they follow each keystroke', () => {
    const left = stateAfterCheck(stateOfResult(undefined), loginErrors({}), ['username'])
    expect(left.errors).toEqual({ username: REQUIRED })
    const typed = stateAfterCheck(left, loginErrors({ username: '0812345678' }), [])
    expect(typed).toEqual({ errors: {}, checked: ['username'] })
    const cleared = stateAfterCheck(typed, loginErrors({ username: '' }), [])
    expect(cleared.errors).toEqual({ username: REQUIRED })
  })

  test('a submit checks every field', () => {
    const sent = stateAfterCheck(stateOfResult(undefined), loginErrors({}), [
      'username',
      'password',
      'redirectTo',
    ])
    expect(sent.errors).toEqual({ username: REQUIRED, password: REQUIRED })
  })

  test("the server's answer: field errors count as checked; form errors stay until the next", () => {
    const answer = stateOfResult({
      error: { '': ['errors:NOT_MATCH'], username: ['validation.tooLong'], password: null },
    })
    expect(answer).toEqual({
      errors: { '': ['errors:NOT_MATCH'], username: ['validation.tooLong'] },
      checked: ['username'],
    })
    const typed = stateAfterCheck(answer, loginErrors({ username: '0812345678', password: '' }), [])
    expect(typed.errors).toEqual({ '': ['errors:NOT_MATCH'] })
  })
})
