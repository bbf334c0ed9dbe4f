// The form of a post as the actions read it (app/utils/form.server.ts). Found by the app's fuzz
// (tests/api/app-fuzz.test.ts): request.formData() throws a TypeError on a body that is not a
// form, and every action that read its form that way answered 500 to a JSON, plain-text or
// empty post. A multipart form is read only by the routes that take an upload
// (tests/unit/upload.test.ts).
import { describe, expect, test } from 'vitest'

import { readForm } from '~/utils/form.server'

const post = (body: BodyInit | undefined, contentType?: string) => {
  const request = new Request('http://app.test/login', { method: 'POST', body })
  if (contentType === undefined) request.headers.delete('Content-Type')
  else request.headers.set('Content-Type', contentType)
  return request
}

async function refusal(read: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const thrown = await read.then(
    () => expect.fail('the form was read'),
    (error: unknown) => error,
  )
  expect(thrown).toBeInstanceOf(Response)
  const response = thrown as Response
  return { status: response.status, body: await response.json() }
}

describe('readForm', () => {
  test('reads a urlencoded form', async () => {
    const urlencoded = await readForm(
      new Request('http://app.test/', { method: 'POST', body: new URLSearchParams('a=1&b=%') }),
    )
    expect([...urlencoded]).toEqual([
      ['a', '1'],
      ['b', '%'],
    ])
  })

  test.each([
    ['JSON', '{"username":"0812345678"}', 'application/json'],
    ['plain text', 'username=0812345678', 'text/plain'],
    ['XML', '<a/>', 'application/xml'],
    ['no type', 'username=0812345678', undefined],
    ['no body', undefined, undefined],
    ['a multipart form', '--x--\r\n', 'multipart/form-data; boundary=x'],
  ])('refuses %s with 415 KEY_INVALID', async (_, body, type) => {
    expect(await refusal(readForm(post(body, type)))).toEqual({
      status: 415,
      body: { message: 'KEY_INVALID' },
    })
  })
})
