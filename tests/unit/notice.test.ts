import { describe, expect, it } from 'vitest'

import { NoticeAnswer, noticeText } from '@member-wallet/contract/schemas'

import { noticeId } from '../../app/notice.server'

describe('the notice answer (SPEC §7 does not show it)', () => {
  it.each([
    [{ notice: ' <p>ปิดรับสลิป</p> ' }, '<p>ปิดรับสลิป</p>'],
    [{ message: 'ประกาศ' }, 'ประกาศ'],
    [{ notice: 'ประกาศ', message: 'OK' }, 'ประกาศ'],
    [{ notice: ' ', message: 'ประกาศ' }, 'ประกาศ'],
    ['ประกาศ', 'ประกาศ'],
    [{}, ''],
    [{ notice: null }, ''],
    [null, ''],
    [{ notice: '   ' }, ''],
  ])('%j reads as %j', (answer, text) => {
    expect(noticeText(NoticeAnswer.parse(answer))).toBe(text)
  })

  it('refuses what is no notice at all', () => {
    expect(NoticeAnswer.safeParse({ notice: 5 }).success).toBe(false)
    expect(NoticeAnswer.safeParse([]).success).toBe(false)
  })
})

describe('noticeId', () => {
  it('is the same for the same text and differs for another', () => {
    expect(noticeId('a')).toBe(noticeId('a'))
    expect(noticeId('a')).not.toBe(noticeId('b'))
    expect(noticeId('a')).toMatch(/^[\w-]{16}$/)
  })
})
