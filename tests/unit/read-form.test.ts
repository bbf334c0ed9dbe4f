// The form of a post as the actions read it (app/utils/form.server.ts). Found by the app's fuzz
// (tests/api/app-fuzz.test.ts): request.formData() throws a TypeError on a body that is not a
// form, and every action that read its form that way answered 500 to a JSON, plain-text or
// empty post, or to a multipart one without a boundary.
import { describe, expect, test } from 'vitest'

import { readMultipartForm } from '~/api/multipart.server'
import { FORM_PART_MAX_BYTES, readForm } from '~/utils/form.server'

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
  test('reads a urlencoded form, and a multipart one', async () => {
    const urlencoded = await readForm(
      new Request('http://app.test/', { method: 'POST', body: new URLSearchParams('a=1&b=%') }),
    )
    expect([...urlencoded]).toEqual([
      ['a', '1'],
      ['b', '%'],
    ])
    const form = new FormData()
    form.append('intent', 'spin')
    const multipart = await readForm(
      new Request('http://app.test/', { method: 'POST', body: form }),
    )
    expect(multipart.get('intent')).toBe('spin')
  })

  test.each([
    ['JSON', '{"username":"0812345678"}', 'application/json'],
    ['plain text', 'username=0812345678', 'text/plain'],
    ['XML', '<a/>', 'application/xml'],
    ['no type', 'username=0812345678', undefined],
    ['no body', undefined, undefined],
  ])('refuses %s with 415 KEY_INVALID', async (_, body, type) => {
    expect(await refusal(readForm(post(body, type)))).toEqual({
      status: 415,
      body: { message: 'KEY_INVALID' },
    })
  })

  test.each([
    ['no boundary', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['a broken body', 'multipart/form-data; boundary=x'],
  ])('refuses a multipart body with %s with 400 KEY_INVALID', async (_, type) => {
    expect(await refusal(readForm(post('--x\r\nbroken', type)))).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID' },
    })
    expect((await refusal(readMultipartForm(post('--x\r\nbroken', type), 1024))).status).toBe(400)
  })

  test('refuses a multipart part over the limit with 413, without reading it all', async () => {
    const form = new FormData()
    form.append('username', 'x'.repeat(FORM_PART_MAX_BYTES + 1))
    const request = new Request('http://app.test/', { method: 'POST', body: form })
    expect((await refusal(readForm(request))).status).toBe(413)
  })
})
