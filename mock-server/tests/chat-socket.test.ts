// The chat's realtime rooms (SPEC §7 Chat): socket.io on the mock's port, a socket put in its
// owner's room by its handshake, 'messaging' events for every new message in that room only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hashToken } from '../passwords'
import { conversation, createMember, type TestMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'
import { closeSockets, connected, inbox, openSocket, until } from './support/sockets'

const GUEST = 'guest-socket-1'

let mock: TestMock
let alice: TestMember
let bob: TestMember
beforeAll(async () => {
  mock = await startTestMock()
  alice = await createMember(mock)
  bob = await createMember(mock)
})
afterAll(async () => {
  closeSockets()
  await mock.close()
})

const open = (auth: Record<string, string>) => openSocket(mock.url, auth)

/** A second session of the member: another token. */
async function secondToken(member: TestMember): Promise<string> {
  const { status } = await mock.call(
    'POST',
    '/api/chat/send-message',
    conversation('hi', { member }),
    member.token,
  )
  expect(status).toBe(200)
  const session = await mock.prisma.session.findFirstOrThrow({ where: { memberId: member.id } })
  const token = `second-${member.id}-token`
  await mock.prisma.session.create({
    data: { memberId: member.id, tokenHash: hashToken(token), expiresAt: session.expiresAt },
  })
  return token
}

describe('chat sockets', () => {
  it('refuses a handshake without a good token or guest id', async () => {
    expect(await connected(open({ token: 'nope' }))).toBe('UNAUTHORIZED')
    expect(await connected(open({}))).toBe('KEY_MISSING')
    expect(await connected(open({ guestId: 'x' }))).toBe('KEY_INVALID')
  })

  it('delivers to every socket of the room and to no other', async () => {
    const aliceOne = open({ token: alice.token })
    const aliceTwo = open({ token: await secondToken(alice) })
    const bobs = open({ token: bob.token })
    const guest = open({ guestId: GUEST })
    // a guest naming alice's room is still put in its own
    const intruder = open({ guestId: String(alice.id).padStart(8, 'x') })
    for (const socket of [aliceOne, aliceTwo, bobs, guest, intruder]) {
      expect(await connected(socket)).toBe('connected')
    }
    const boxes = [aliceOne, aliceTwo, bobs, guest, intruder].map(inbox)
    const [one, two, ofBob, ofGuest, ofIntruder] = boxes

    // asking to join another room is refused
    const answer = await aliceOne.emitWithAck('join', { room: `lw-${bob.id}` })
    expect(answer).toEqual({ message: 'UNAUTHORIZED' })
    expect(await bobs.emitWithAck('join', { room: `lw-${bob.id}` })).toEqual({
      room: `lw-${bob.id}`,
    })

    const sent = await mock.admin('POST', `/__admin/chat/conversations/lw-${alice.id}/messages`, {
      message_type: 'text',
      payload: { text: 'for alice' },
    })
    expect(sent.status).toBe(200)
    // alice's own message reaches both her sockets too
    const again = conversation('me again', { member: alice })
    await mock.call('POST', '/api/chat/send-message', again, alice.token)
    await until(() => one!.length === 2 && two!.length === 2)
    for (const box of [one!, two!]) {
      expect(box.map((m) => [m.sender, m.message.payload])).toEqual([
        ['other', { text: 'for alice' }],
        ['customer', { text: 'me again' }],
      ])
    }

    // the guest's own message reaches the guest only
    const fromGuest = conversation('guest here', { guestId: GUEST })
    await mock.call('POST', '/api/chat/send-message', fromGuest)
    await until(() => ofGuest!.length === 1)
    expect(ofGuest!.map((m) => m.guestId)).toEqual([GUEST])
    await new Promise((r) => setTimeout(r, 100))
    expect(ofBob).toEqual([])
    expect(ofIntruder).toEqual([])
    expect(one).toHaveLength(2)
  })
})
