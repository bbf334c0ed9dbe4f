// A browser without JavaScript, for tests against a running app: a cookie jar, documents
// fetched and forms posted as a browser sends them (same-origin, urlencoded), redirects not
// followed so a test sees each answer. The jar is the visitor's whatever instance answers,
// as behind a load balancer.

export class Visitor {
  readonly cookies = new Map<string, string>()

  /** The Cookie header the visitor sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  protected keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(url, {
      headers: { Cookie: this.cookieHeader(), ...headers },
      redirect: 'manual',
    })
    return this.keep(response)
  }

  async post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        Cookie: this.cookieHeader(),
        Origin: new URL(url).origin,
        'Content-Type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: new URLSearchParams(form),
      redirect: 'manual',
    })
    return this.keep(response)
  }

  /** Logs in on the app at `base`; the answer is the login's redirect. */
  async login(base: string, phone: string, password: string): Promise<Response> {
    const response = await this.post(`${base}/login`, { username: phone, password })
    if (response.status !== 302 || !this.cookies.has('__session')) {
      throw new Error(`login refused: ${response.status} ${await response.text()}`)
    }
    return response
  }
}
