import { Form } from '@remix-run/react'
import { useId, useState } from 'react'

import { formatMoney } from '@member-wallet/contract/rules'
import { type DepositWallet } from '@member-wallet/contract/schemas'

import { ErrorList } from '~/components/forms'
import { IdempotencyKeyField } from '~/components/idempotency-key'
import { useTranslation } from '~/components/translations'
import { TRUE_WALLET_AUTO_MIN } from '~/utils/deposit'
import { useHydrated } from '~/utils/use-hydrated'

import { AccountCard } from './bank-transfer'

function GiftLinkForm({
  wallet,
  error,
  blocked,
  idempotencyKey,
}: {
  wallet: DepositWallet
  error?: string
  blocked: boolean
  idempotencyKey: string
}) {
  const { t } = useTranslation('member')
  const hydrated = useHydrated()
  const inputId = useId()
  const [link, setLink] = useState('')
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <Form method="post" className="card stack-sm" noValidate preventScrollReset>
      <h3 className="card-title">{t('deposit.trueWallet.giftTitle')}</h3>
      <p className="field-hint">{t('deposit.trueWallet.giftIntro')}</p>
      <input type="hidden" name="walletAccountName" value={wallet.walletAccountName} />
      <IdempotencyKeyField value={idempotencyKey} />
      <div className="field">
        <label htmlFor={inputId}>{t('deposit.trueWallet.link')}</label>
        <div className="field-control">
          <input
            id={inputId}
            name="link"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://gift.truemoney.com/campaign/?v=…"
            required
            value={link}
            disabled={blocked}
            onChange={(event) => setLink(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
          />
        </div>
        <ErrorList id={errorId} errors={error ? [error] : null} />
      </div>
      <button
        type="submit"
        name="intent"
        value="truelink"
        className="button button-primary button-block"
        disabled={blocked || (hydrated && link.trim() === '')}
      >
        {t('deposit.trueWallet.send')}
      </button>
    </Form>
  )
}

export function TrueWallet({
  wallets,
  giftLinks,
  error,
  blocked = false,
  idempotencyKey,
}: {
  wallets: DepositWallet[]
  giftLinks: DepositWallet[]
  error?: string
  /** Nothing can be sent (an active bonus): the form shows, its controls are off. */
  blocked?: boolean
  idempotencyKey: string
}) {
  const { t } = useTranslation('member')
  return (
    <div className="stack">
      {wallets.length ? (
        <>
          <p className="field-hint">
            {t('deposit.trueWallet.autoIntro', { amount: formatMoney(TRUE_WALLET_AUTO_MIN) })}
          </p>
          <ul className="account-list">
            {wallets.map((wallet) => (
              <AccountCard
                key={wallet.bankAccountNo}
                account={{ ...wallet, bankAccountName: wallet.walletAccountName }}
                note={t('deposit.trueWallet.autoMinimum', {
                  amount: formatMoney(TRUE_WALLET_AUTO_MIN),
                })}
              />
            ))}
          </ul>
        </>
      ) : null}
      {giftLinks.map((wallet) => (
        <GiftLinkForm
          key={wallet.walletAccountName}
          wallet={wallet}
          error={error}
          blocked={blocked}
          idempotencyKey={idempotencyKey}
        />
      ))}
    </div>
  )
}
