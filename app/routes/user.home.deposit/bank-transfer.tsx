import { Form } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'

import { formatAccountNo } from '@member-wallet/contract/rules'
import { type DepositBank, type SlipLookup } from '@member-wallet/contract/schemas'
import { SLIP_FILE_FIELD } from '@member-wallet/contract/schemas'
import { SLIP_MAX_BYTES, SLIP_MAX_MB, SLIP_TYPES } from '@member-wallet/contract/slip-file'
import { messageWithValues } from '@member-wallet/contract/translate'

import { BankLogo } from '~/components/bank-logo'
import { CopyButton } from '~/components/copy-button'
import { ErrorAlert } from '~/components/error-alert'
import { ErrorList } from '~/components/forms'
import { Icon } from '~/components/icon'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { useTranslation } from '~/components/translations'
import { bankName } from '~/utils/banks'
import { chosenSlipProblem, closedHours, SLIP_MAX_AGE_MINUTES } from '~/utils/deposit'
import { useHydrated } from '~/utils/use-hydrated'

import { Glyph } from './channel-mark'

export function BankName({ bank }: { bank: DepositBank['bank'] }) {
  const { i18n } = useTranslation()
  return <>{bankName(bank, i18n.language)}</>
}

/** An account to send money to: bank, holder, number to copy. */
export function AccountCard({
  account,
  note,
}: {
  account: Pick<DepositBank, 'bankCode' | 'bank' | 'bankAccountName' | 'bankAccountNo'>
  note?: string
}) {
  const { t } = useTranslation('member')
  return (
    <li className="account-card">
      <BankLogo code={account.bankCode} size={40} />
      <div className="account-main">
        <p className="account-bank">
          <BankName bank={account.bank} />
        </p>
        <p className="account-no">
          <span>{formatAccountNo(account.bankAccountNo)}</span>
          <CopyButton
            text={account.bankAccountNo}
            label={t('deposit.copyNumber', { number: account.bankAccountNo })}
          />
        </p>
        <p className="muted">{account.bankAccountName}</p>
        {note ? <p className="field-hint">{note}</p> : null}
      </div>
    </li>
  )
}

/** The chosen slip as a picture to look at, released when another is chosen. */
function useSlipPreview() {
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null)
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview])
  return [preview, setPreview] as const
}

const SLIP_PROBLEM_MESSAGES = {
  none: 'member:deposit.slip.noFile',
  type: 'member:deposit.slip.wrongType',
  size: messageWithValues('member:deposit.slip.tooLarge', { mb: SLIP_MAX_MB }),
} as const

/**
 * The slip: a drop zone that opens the gallery (or takes a dropped file), a camera button, a
 * preview of the chosen picture, the app's own messages (never the browser's), cleared once
 * sent. Without JavaScript it is the plain file field, and the server says what is wrong.
 */
function SlipForm({
  slipWindow,
  error,
  blocked,
  idempotencyKey,
}: {
  slipWindow: SlipLookup | null
  error?: string
  blocked: boolean
  idempotencyKey: string
}) {
  const { t } = useTranslation('member')
  const hydrated = useHydrated()
  const inputId = useId()
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const camera = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useSlipPreview()
  const [problem, setProblem] = useState<string | null>(null)
  const closed = slipWindow?.isOpen === false
  // closed for the day, or a bonus the backend would refuse the slip for: nothing is sent
  const locked = closed || blocked
  const hours = closedHours(slipWindow)
  const problemId = problem ? `${inputId}-problem` : undefined

  function choose(file: File | null) {
    const found = chosenSlipProblem(file, SLIP_TYPES, SLIP_MAX_BYTES)
    setProblem(found ? SLIP_PROBLEM_MESSAGES[found] : null)
    setPreview(file && !found ? { url: URL.createObjectURL(file), name: file.name } : null)
  }

  /** A file from the camera or a drop goes into the form's own field, the one that is sent. */
  function put(files: FileList | null) {
    const file = files?.[0] ?? null
    if (file && input.current) {
      const transfer = new DataTransfer()
      transfer.items.add(file)
      input.current.files = transfer.files
    }
    choose(file)
  }

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      className="card stack-sm"
      noValidate
      preventScrollReset
      aria-labelledby={`${inputId}-title`}
      onSubmit={(event) => {
        const found = chosenSlipProblem(
          input.current?.files?.[0] ?? null,
          SLIP_TYPES,
          SLIP_MAX_BYTES,
        )
        if (!found) return
        event.preventDefault()
        setProblem(SLIP_PROBLEM_MESSAGES[found])
        input.current?.focus()
      }}
    >
      <IdempotencyKeyField value={idempotencyKey} />
      <h3 id={`${inputId}-title`} className="card-title">
        {t('deposit.slip.title')}
      </h3>
      <ul className="rule-list">
        <li>
          {t('deposit.slip.within', {
            minutes: slipWindow?.maxAgeMinutes ?? SLIP_MAX_AGE_MINUTES,
          })}
        </li>
        {hours === 'none' ? null : (
          <li>
            {hours ? t('deposit.slip.closedDaily', hours) : t('deposit.slip.closedDailyWindow')}
          </li>
        )}
        <li>{t('deposit.slip.fileRule', { mb: SLIP_MAX_MB })}</li>
      </ul>
      <ErrorAlert message={error} />
      <div
        className={hydrated ? 'slip-drop is-enhanced' : 'slip-drop'}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault()
          if (!locked) put(event.dataTransfer.files)
        }}
      >
        <label htmlFor={inputId} className="slip-drop-label">
          <span className="slip-drop-title">{t('deposit.slip.file')}</span>
          {hydrated && preview ? (
            <img className="slip-preview" src={preview.url} alt={t('deposit.slip.chosen')} />
          ) : null}
          {hydrated && !preview ? (
            <span className="slip-drop-hint">
              <Glyph name="picture" />
              {t('deposit.slip.drop')}
            </span>
          ) : null}
          {hydrated && preview ? <span className="slip-file-name">{preview.name}</span> : null}
        </label>
        <input
          ref={input}
          id={inputId}
          name={SLIP_FILE_FIELD}
          type="file"
          accept="image/*"
          disabled={locked}
          className={hydrated ? 'visually-hidden' : 'file-input'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problemId}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        {hydrated ? (
          <div className="slip-sources">
            <input
              ref={camera}
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => put(event.target.files)}
            />
            <button
              type="button"
              className="button button-ghost"
              disabled={locked}
              onClick={() => camera.current?.click()}
            >
              <Glyph name="camera" />
              {t('deposit.slip.camera')}
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={locked}
              onClick={() => input.current?.click()}
            >
              <Glyph name="picture" />
              {preview ? t('deposit.slip.change') : t('deposit.slip.gallery')}
            </button>
          </div>
        ) : null}
      </div>
      <ErrorList id={problemId} errors={problem ? [problem] : null} />
      <button type="submit" className="button button-primary button-block" disabled={locked}>
        {error ? t('deposit.slip.uploadAgain') : t('deposit.slip.upload')}
      </button>
    </Form>
  )
}

function SlipClosedNow({ slipWindow }: { slipWindow: SlipLookup }) {
  const { t } = useTranslation('member')
  const hours = closedHours(slipWindow)
  return (
    <p className="alert alert-warning" role="status">
      <Icon name="alert" size={18} />
      {hours && hours !== 'none'
        ? t('deposit.slip.closedNow', hours)
        : t('deposit.slip.closedNowWindow')}
    </p>
  )
}

export function BankTransfer({
  banks,
  manual,
  slipWindow,
  error,
  blocked = false,
  idempotencyKey,
}: {
  banks: DepositBank[]
  manual: DepositBank[]
  slipWindow: SlipLookup | null
  error?: string
  /** Nothing can be sent (an active bonus): the form shows, its controls are off. */
  blocked?: boolean
  idempotencyKey: string
}) {
  const { t } = useTranslation('member')
  return (
    <div className="stack">
      {/* closed now: said before the accounts, so no one transfers first and learns it after */}
      {slipWindow?.isOpen === false ? <SlipClosedNow slipWindow={slipWindow} /> : null}
      <p className="field-hint">{t('deposit.bank.intro')}</p>
      {banks.length ? (
        <ul className="account-list">
          {banks.map((account) => (
            <AccountCard key={`${account.bankCode}-${account.bankAccountNo}`} account={account} />
          ))}
        </ul>
      ) : null}
      {manual.length ? (
        <ul className="account-list">
          {manual.map((account) => (
            <AccountCard
              key={`${account.bankCode}-${account.bankAccountNo}`}
              account={account}
              note={t('deposit.bank.manual')}
            />
          ))}
        </ul>
      ) : null}
      <SlipForm
        slipWindow={slipWindow}
        error={error}
        blocked={blocked}
        idempotencyKey={idempotencyKey}
      />
    </div>
  )
}
