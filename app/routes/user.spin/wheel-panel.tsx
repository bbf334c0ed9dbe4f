import { Link, useFetcher, useNavigate } from '@remix-run/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { ErrorAlert } from '~/components/error-alert'
import { useTranslation } from '~/components/translations'
import { WheelCanvas, type WheelCanvasHandle } from '~/components/wheel-canvas'
import { WheelSvg } from '~/components/wheel-svg'
import {
  canSpin,
  debounce,
  RESIZE_DEBOUNCE_MS,
  SPIN_FETCHER_KEY,
  SPIN_SCREEN,
  type SpinState,
} from '~/utils/spin'
import { useHydrated } from '~/utils/use-hydrated'
import { RESULT_DELAY_MS, wheelSize } from '~/utils/wheel'

import { type action } from './route'
import { type WheelSlice } from './spin.server'
import { useWheelMotion } from './use-wheel-motion'

/**
 * SPEC §9: min(350 px, 85% of the window), set up again 500 ms after resizing stops. The
 * window's width is the one the page is laid out to (as 100vw), not innerWidth: a phone's
 * browser widens innerWidth to content wider than the screen, so a wheel sized while the
 * window narrows (zoom, a turn of the phone) would keep the page as wide as itself.
 */
function useWheelSize(): number | null {
  const [size, setSize] = useState<number | null>(null)
  useEffect(() => {
    const measure = () => setSize(wheelSize(document.documentElement.clientWidth))
    measure()
    const onResize = debounce(measure, RESIZE_DEBOUNCE_MS)
    window.addEventListener('resize', onResize)
    return () => {
      onResize.cancel()
      window.removeEventListener('resize', onResize)
    }
  }, [])
  return size
}

/**
 * The wheel with its centre button (SPEC §2 Spin, §4, §5). Without JavaScript it is a picture
 * and the button posts the form: the answer is the prize dialog's page. With JavaScript the
 * post goes through a fetcher: the wheel winds up at once, lands the won sector under the
 * pointer, darkens the others, and 2 s later resets and opens the same prize dialog.
 */
export function WheelPanel({
  name,
  slices,
  coins,
}: {
  name: string
  slices: WheelSlice[]
  coins: number
}) {
  const { t } = useTranslation('spin')
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const fetcher = useFetcher<typeof action>({ key: SPIN_FETCHER_KEY })
  const size = useWheelSize()
  const canvas = useRef<WheelCanvasHandle>(null)
  const motion = useWheelMotion(canvas, slices.length)
  const [state, setState] = useState<SpinState>('idle')
  const [error, setError] = useState<string | null>(null)
  const [landed, setLanded] = useState<string | null>(null)
  // what the last answer said is left, until the page's data catches up
  const [coinsLeft, setCoinsLeft] = useState<number | null>(null)
  const answered = useRef<unknown>(null)
  const resetTimer = useRef<ReturnType<typeof setTimeout>>()
  const shownCoins = coinsLeft ?? coins

  useEffect(() => setCoinsLeft(null), [coins])
  useEffect(() => () => clearTimeout(resetTimer.current), [])

  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || answered.current === answer) return
    answered.current = answer
    if (!('result' in answer) || !answer.result) {
      setError('error' in answer && answer.error ? answer.error : 'errors:INTERNAL_SERVER_ERROR')
      motion.coastToStop()
      setState('idle')
      return
    }
    const won = answer.result
    setCoinsLeft(won.remainingCoin)
    const index = slices.findIndex((slice) => slice.code === won.code)
    const target = index >= 0 ? index : slices.findIndex((slice) => slice.label === won.label)
    motion.land(Math.max(0, target), () => {
      // SPEC §4: the finished spin darkens the sectors that did not win …
      motion.highlight(target >= 0 ? target : null)
      setState('result')
      setLanded(won.label)
      // … and 2 s later the wheel resets and the prize dialog opens
      resetTimer.current = setTimeout(() => {
        motion.highlight(null)
        setState('idle')
        navigate(answer.prizeHref, { preventScrollReset: true })
      }, RESULT_DELAY_MS)
    })
  }, [fetcher.state, fetcher.data, slices, motion, navigate])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // SPEC §5: a press while the wheel turns, or without coins, does nothing
    if (!canSpin(state, shownCoins)) {
      event.preventDefault()
      return
    }
    setError(null)
    setLanded(null)
    setState('spinning')
    motion.windUp()
  }

  const label = t('wheel.label', { name, prizes: slices.length })
  const busy = hydrated && state !== 'idle'

  return (
    <section className="spin-stage" aria-labelledby="spin-wheel-name">
      <h2 id="spin-wheel-name" className="spin-wheel-name">
        {name}
      </h2>
      <div
        className="spin-wheel"
        style={hydrated && size ? { width: size, height: size } : undefined}
      >
        {hydrated && size ? (
          <WheelCanvas ref={canvas} size={size} slices={slices} label={label} />
        ) : (
          <WheelSvg slices={slices} label={label} />
        )}
        <fetcher.Form
          noValidate
          method="post"
          action={SPIN_SCREEN}
          className="spin-hub-form"
          onSubmit={onSubmit}
          preventScrollReset
        >
          {/* the action answers a script with the result, a plain post with the prize page */}
          <input type="hidden" name="mode" value={hydrated ? 'animate' : 'page'} />
          {/* its name is what it shows (WCAG 2.5.3): "หมุน เหลือ 3 เหรียญ" */}
          <button
            type="submit"
            name="intent"
            value="spin"
            className={shownCoins <= 0 ? 'spin-hub is-empty' : 'spin-hub'}
            disabled={shownCoins <= 0 || busy}
          >
            <span className="spin-hub-word">
              {state === 'idle' ? t('wheel.spin') : t('wheel.spinningShort')}
            </span>{' '}
            <span className="spin-hub-coins">{t('wheel.coinsLeft', { count: shownCoins })}</span>
          </button>
        </fetcher.Form>
      </div>
      {/* read out politely: that the wheel turns, then where it stopped (kept until the next spin,
          so the prize dialog that opens 2 s later does not cut it short) */}
      <p className="visually-hidden" role="status">
        {state === 'spinning' ? t('wheel.spinning') : null}
        {landed && state !== 'spinning' ? t('wheel.landed', { label: landed }) : null}
      </p>
      <ErrorAlert message={error} />
      {shownCoins <= 0 ? (
        <div className="spin-no-coins">
          <p>{t('wheel.noCoins')}</p>
          <Link to="/user/home/deposit" className="button button-primary">
            {t('wheel.deposit')}
          </Link>
        </div>
      ) : (
        <p className="spin-hint">{t('wheel.hint')}</p>
      )}
    </section>
  )
}
