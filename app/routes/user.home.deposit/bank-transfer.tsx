import { Form } from '@remix-run/react'
import { useId } from 'react'

import { type DepositBank, type SlipLookup } from '~/api/contract'
import { SLIP_FILE_FIELD } from '~/api/contract/constants'
import { formatAccountNo } from '~/api/rules'
import { SLIP_MAX_MB, SLIP_TYPES } from '~/api/slip-file'
import { CopyButton } from '~/components/copy-button'
import { ErrorAlert } from '~/components/error-alert'
import { useTranslation } from '~/components/translations'
import { closedHours, SLIP_MAX_AGE_MINUTES } from '~/utils/deposit'

export function BankName({ bank }: { bank: DepositBank['bank'] }) {
  const { i18n } = useTranslation()
  return <>{i18n.language === 'th' ? bank.nameTH : bank.nameEN}</>
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
      <span className={`bank-mark bank-${account.bankCode.toLowerCase()}`} aria-hidden="true">
        {account.bankCode.slice(0, 4)}
      </span>
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

function SlipForm({ slipWindow, error }: { slipWindow: SlipLookup | null; error?: string }) {
  const { t } = useTranslation('member')
  const inputId = useId()
  const closed = slipWindow?.isOpen === false
  const hours = closedHours(slipWindow)
  return (
    <Form
      noValidate
      method="post"
      encType="multipart/form-data"
      className="card stack-sm"
      preventScrollReset
      aria-labelledby={`${inputId}-title`}
    >
      <h3 id={`${inputId}-title`} className="card-title">
        {t('deposit.slip.title')}
      </h3>
      <ul className="rule-list">
        <li>
          {t('deposit.slip.within', {
            minutes: slipWindow?.maxAgeMinutes ?? SLIP_MAX_AGE_MINUTES,
          })}
        </li>
        <li>
          {hours ? t('deposit.slip.closedDaily', hours) : t('deposit.slip.closedDailyWindow')}
        </li>
        <li>{t('deposit.slip.fileRule', { mb: SLIP_MAX_MB })}</li>
      </ul>
      <ErrorAlert message={error} />
      {closed ? (
        <p className="alert alert-warning" role="status">
          {hours ? t('deposit.slip.closedNow', hours) : t('deposit.slip.closedNowWindow')}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={inputId}>{t('deposit.slip.file')}</label>
        <input
          id={inputId}
          name={SLIP_FILE_FIELD}
          type="file"
          accept={SLIP_TYPES.join(',')}
          required
          disabled={closed}
          className="file-input"
        />
      </div>
      <button type="submit" className="button button-primary button-block" disabled={closed}>
        {t('deposit.slip.upload')}
      </button>
    </Form>
  )
}

export function BankTransfer({
  banks,
  manual,
  slipWindow,
  error,
}: {
  banks: DepositBank[]
  manual: DepositBank[]
  slipWindow: SlipLookup | null
  error?: string
}) {
  const { t } = useTranslation('member')
  return (
    <div className="stack">
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
      <SlipForm slipWindow={slipWindow} error={error} />
    </div>
  )
}
