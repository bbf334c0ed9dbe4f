// The profile edit dialog against a SPEC-shaped backend: filled with what the profile carries
// (the bank found by its Thai name, as §3 sends no code), the bank step's rules checked in the
// page, the §7 PUT with the name and the account, back to the profile with the saved toast;
// and each refusal of the backend in an error alert, the dialog as it was.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import { type Language } from '~/i18n'
import * as profilePage from '~/routes/user.profile'
import * as profileEdit from '~/routes/user.profile.edit'

import { cookieJar } from '../support/cookie-jar'
import { memberCookie, renderRoute } from '../support/render-route'
import { withRootToast } from '../support/root-toast'
import { sentBodies } from '../support/sent-bodies'
import { profile } from '../support/spec-answers'
import { banks, profileWithBank } from '../support/spec-answers-auth'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const bodiesOf = sentBodies()

const edited = {
  ...profile,
  name: 'Somchai Edited',
  bankAccountName: 'SOMCHAI EDITED',
  bankAccountNo: '0987654321',
  bank: { nameTH: 'กสิกรไทย' },
}

/** The dialog over a profile of `answer`; after a save the backend answers `after`. */
async function openEdit({
  answer = profileWithBank as object,
  after = edited as object,
  language = 'en' as Language,
} = {}) {
  backend.answer('GET', '/api/account/profile', answer)
  backend.answer('GET', '/api/lookup/banks', banks)
  const jar = cookieJar()
  jar.take(await memberCookie())
  const action: typeof profileEdit.action = async (args) => {
    const answered = await profileEdit.action(args)
    backend.answer('GET', '/api/account/profile', after)
    return answered
  }
  renderRoute({
    routes: [
      { path: '/user/profile/edit', module: jar.around({ ...profileEdit, action }) },
      { path: '/user/profile', module: jar.around(withRootToast(profilePage, jar)) },
    ],
    url: '/user/profile/edit',
    language,
  })
  return screen.findByRole('dialog', { name: language === 'th' ? 'แก้ไขข้อมูลส่วนตัว' : 'Edit profile' })
}

const valueOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText<HTMLInputElement>(label, { exact: true }).value

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } })
  }
}

test('filled with the profile: the name, the bank found by its Thai name, the account', async () => {
  const dialog = await openEdit()
  expect(valueOf(dialog, 'Name')).toBe('Somchai Jaidee')
  expect(
    within(dialog).getByRole<HTMLInputElement>('radio', { name: 'ไทยพาณิชย์ (SCB)' }).checked,
  ).toBe(true)
  expect(valueOf(dialog, 'Account first name')).toBe('SOMCHAI')
  expect(valueOf(dialog, 'Account last name')).toBe('JAIDEE')
  expect(valueOf(dialog, 'Account number')).toBe('1234567890')
  expect(within(dialog).getByRole('link', { name: 'Close' }).getAttribute('href')).toBe(
    '/user/profile',
  )
})

test('a profile with the §3 fields only fills in the name; the rest is to be chosen', async () => {
  const dialog = await openEdit({ answer: profile })
  expect(valueOf(dialog, 'Name')).toBe('Somchai Jaidee')
  expect(
    within(dialog)
      .getAllByRole<HTMLInputElement>('radio')
      .some((radio) => radio.checked),
  ).toBe(false)
  expect(valueOf(dialog, 'Account number')).toBe('')
})

test('saved: the PUT of SPEC §7, then the profile with the new details and the toast, in Thai', async () => {
  backend.answer('PUT', '/api/account/profile', {})
  const dialog = await openEdit({ language: 'th' })
  fill(dialog, { 'ชื่อ-นามสกุล': 'Somchai Edited', เลขที่บัญชี: '0987654321' })
  fireEvent.click(within(dialog).getByRole('radio', { name: 'กสิกรไทย (KBANK)' }))
  fill(dialog, { ชื่อบัญชี: 'Somchai', นามสกุลบัญชี: 'Edited' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกข้อมูล' }))
  expect(await screen.findByText('บันทึกข้อมูลส่วนตัวเรียบร้อยแล้ว')).toBeTruthy()
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Somchai Edited')
  const bank = screen.getByRole('heading', { name: 'บัญชีธนาคาร' }).closest('section')!
  expect(bank.textContent).toContain('SOMCHAI EDITED')
  expect(bank.textContent).toContain('กสิกรไทย')
  expect(bank.textContent).toContain('098-765-4321')
  expect(bodiesOf('PUT /api/account/profile')).toEqual([
    {
      name: 'Somchai Edited',
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI EDITED',
      bankAccountNo: '0987654321',
    },
  ])
})

test('a Thai name for a KTB account, or no name, is refused in the page; nothing sent', async () => {
  const dialog = await openEdit({ language: 'th' })
  fireEvent.click(within(dialog).getByRole('radio', { name: 'กรุงไทย (KTB)' }))
  fill(dialog, { ชื่อบัญชี: 'สมชาย' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกข้อมูล' }))
  expect(await within(dialog).findByText('ชื่อบัญชีธนาคารต้องเป็นภาษาอังกฤษเท่านั้น')).toBeTruthy()
  fill(dialog, { ชื่อบัญชี: 'SOMCHAI', 'ชื่อ-นามสกุล': '' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกข้อมูล' }))
  expect(await within(dialog).findByText('กรุณากรอกข้อมูล')).toBeTruthy()
  expect(backend.calls()).not.toContain('PUT /api/account/profile')
})

test.each([
  ['EXISTING_BANK', 'This bank account is already registered'],
  ['INVALID_BANK', 'The bank account information is invalid'],
  ['BANK_ACCOUNT_NAME_ENG', 'Bank account name must be in English only'],
  ['INVALID_USER_INFO', 'The member information is incomplete or invalid'],
])(
  'refused with %s: an error alert in the dialog, which keeps what was typed',
  async (code, text) => {
    backend.refuse('PUT', '/api/account/profile', 409, code)
    const dialog = await openEdit()
    fill(dialog, { 'Account number': '1111111111' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe(`Something went wrong${text}`)
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBe(dialog)
    expect(valueOf(dialog, 'Account number')).toBe('1111111111')
  },
)

test('an account another member holds: the alert in Thai', async () => {
  backend.refuse('PUT', '/api/account/profile', 409, 'EXISTING_BANK')
  const dialog = await openEdit({ language: 'th' })
  fireEvent.click(within(dialog).getByRole('radio', { name: 'กสิกรไทย (KBANK)' }))
  fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกข้อมูล' }))
  const alert = await within(dialog).findByRole('alert')
  expect(alert.textContent).toBe('เกิดข้อผิดพลาดบัญชีธนาคารนี้ถูกใช้สมัครแล้ว')
})

test('a visitor is asked to log in first', async () => {
  let asked = ''
  renderRoute({
    routes: [
      { path: '/user/profile/edit', module: profileEdit },
      {
        path: '/login',
        module: {
          default: () => <h1>login page</h1>,
          loader: ({ request }) => ((asked = new URL(request.url).search), null),
        },
      },
    ],
    url: '/user/profile/edit',
  })
  expect(await screen.findByRole('heading', { name: 'login page' })).toBeTruthy()
  expect(asked).toBe('?redirectTo=%2Fuser%2Fprofile%2Fedit')
  expect(backend.calls()).toEqual([])
})
