// The chat page, live (plain browser JavaScript, no build step). A socket.io connection as an
// operator (the sign-in cookie goes with the handshake) refreshes the conversation list, and the
// open thread when the message is for its room, from the page's ?partial= fragments. The
// composer is never replaced, so what is being typed stays; its forms are sent with fetch, and
// Enter sends a text. Without this script the page works with plain forms and reloads.
/* global io -- the socket.io client, loaded before this script */
;(() => {
  document.documentElement.classList.add('js')
  const chat = document.querySelector('[data-chat]')
  if (!chat) return
  const room = chat.dataset.room || ''
  const prefix = chat.dataset.prefix || ''
  const LOGIN = '/panel/login'

  function scrollThread() {
    const thread = document.getElementById('thread')
    if (thread) thread.scrollTop = thread.scrollHeight
  }

  function toLoginIf(response) {
    if (new URL(response.url).pathname !== LOGIN) return false
    location.assign(LOGIN)
    return true
  }

  /** A part of the page (list or thread) as HTML, or null. */
  async function fragment(partial) {
    const query = new URLSearchParams({ partial })
    if (room) query.set('room', room)
    const response = await fetch(`/panel/chat?${query}`, { credentials: 'same-origin' })
    if (toLoginIf(response) || !response.ok) return null
    return response.text()
  }

  async function load(withThread) {
    const thread = document.getElementById('thread')
    // the thread first: reading it marks the messages read, which the list then shows
    if (withThread && thread) {
      const items = await fragment('thread')
      if (items !== null) {
        thread.innerHTML = items
        scrollThread()
      }
    }
    const list = document.getElementById('conversation-list')
    const items = await fragment('list')
    if (items !== null && list) list.innerHTML = items
  }

  // one refresh at a time; messages arriving meanwhile make one more
  let running = false
  let again = false
  let againThread = false
  async function refresh(withThread) {
    againThread = againThread || withThread
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const thread = againThread
        againThread = false
        await load(thread).catch(() => {})
      } while (again)
    } finally {
      running = false
    }
  }

  const live = document.getElementById('live')
  function setLive(on) {
    if (!live) return
    live.dataset.state = on ? 'live' : 'offline'
    live.textContent = on ? live.dataset.live : live.dataset.offline
  }

  if (typeof io === 'function') {
    const socket = io({ path: '/socket.io' })
    let connectedBefore = false
    socket.on('connect', () => {
      setLive(true)
      // after a break, catch up with what was missed
      if (connectedBefore) void refresh(true)
      connectedBefore = true
    })
    socket.on('disconnect', () => setLive(false))
    socket.on('connect_error', () => setLive(false))
    socket.on('messaging', (message) => {
      const owner = message && (message.userId || message.guestId)
      void refresh(Boolean(room) && prefix + owner === room)
    })
  } else {
    setLive(false)
  }

  // Enter sends a text; Shift+Enter (or an input method composing) makes a new line
  document.addEventListener('keydown', (event) => {
    const area = event.target
    if (!(area instanceof HTMLTextAreaElement) || area.id !== 'text-text') return
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return
    event.preventDefault()
    area.form.requestSubmit()
  })

  function clearErrors(form) {
    for (const error of form.querySelectorAll('.error')) error.remove()
    for (const field of form.querySelectorAll('[aria-invalid]')) {
      field.removeAttribute('aria-invalid')
      field.removeAttribute('aria-describedby')
    }
  }

  document.addEventListener('submit', async (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-enhance')) return
    event.preventDefault()
    const button = form.querySelector('button[type="submit"]')
    if (button.disabled) return
    button.disabled = true
    try {
      const data = new FormData(form)
      const body = form.enctype === 'multipart/form-data' ? data : new URLSearchParams(data)
      const response = await fetch(form.action, {
        method: 'POST',
        body,
        credentials: 'same-origin',
      })
      if (toLoginIf(response)) return
      if (response.ok && response.redirected) {
        form.reset()
        clearErrors(form)
        await refresh(true)
        return
      }
      // refused: the form as the server shows it again, with the error and what was typed
      const page = new DOMParser().parseFromString(await response.text(), 'text/html')
      const fresh = page.getElementById(form.id)
      if (!fresh) return location.reload()
      form.replaceWith(document.adoptNode(fresh))
      const invalid = fresh.querySelector('[aria-invalid="true"]')
      if (invalid) invalid.focus()
    } catch {
      form.submit()
    } finally {
      button.disabled = false
    }
  })

  scrollThread()
})()
