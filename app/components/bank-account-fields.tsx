import { type FieldMetadata, getCollectionProps, getInputProps } from '@conform-to/react'
import { type FormEvent, useState } from 'react'

import { requiresEnglishName } from '@member-wallet/contract/rules'
import { type Bank } from '@member-wallet/contract/schemas'

import { bankLabel } from '~/utils/banks'

import { BankLogo } from './bank-logo'
import { ErrorList, Field } from './forms'
import { useTranslation } from './translations'

type BankAccountFields = {
  bankCode: FieldMetadata<string>
  accountNo: FieldMetadata<string>
  firstName: FieldMetadata<string>
  lastName: FieldMetadata<string>
}

/** Account names are typed in capitals (SPEC §2 step 4), keeping the caret where it was. */
function upper(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const start = input.selectionStart
  input.value = input.value.toUpperCase()
  if (start !== null) input.setSelectionRange(start, start)
}

/**
 * The bank account's fields, as the register bank step and the profile edit ask for them: bank,
 * number, first and last name, with the English-only hint lit for KTB, TMB and BBL.
 */
export function BankAccountFieldset({
  fields,
  banks,
}: {
  fields: BankAccountFields
  banks: readonly Bank[]
}) {
  const { t, i18n } = useTranslation('auth')
  const [bankCode, setBankCode] = useState(fields.bankCode.initialValue ?? '')
  const bankErrorId = `${fields.bankCode.id}-error`
  return (
    <>
      <fieldset
        className="field bank-choices"
        aria-describedby={fields.bankCode.errors?.length ? bankErrorId : undefined}
      >
        <legend>{t('fields.bank')}</legend>
        <div className="bank-choice-grid">
          {getCollectionProps(fields.bankCode, {
            type: 'radio',
            options: banks.map((bank) => bank.code),
          }).map(({ key, ...radio }, index) => {
            const bank = banks[index]!
            return (
              <label key={key} className="bank-choice">
                <input
                  {...radio}
                  onChange={(event) => setBankCode(event.currentTarget.value)}
                  aria-invalid={fields.bankCode.errors?.length ? true : undefined}
                />
                <BankLogo code={bank.code} size={36} />
                <span className="bank-choice-name">{bankLabel(bank, i18n.language)}</span>
              </label>
            )
          })}
        </div>
        <ErrorList id={bankErrorId} errors={fields.bankCode.errors} />
      </fieldset>
      <p className={requiresEnglishName(bankCode) ? 'field-hint is-highlighted' : 'field-hint'}>
        {t('register.englishBanksHint')}
      </p>
      <Field
        label={t('fields.accountNo')}
        inputProps={{
          ...getInputProps(fields.accountNo, { type: 'text' }),
          inputMode: 'numeric',
          autoComplete: 'off',
        }}
        errors={fields.accountNo.errors}
      />
      <Field
        label={t('fields.firstName')}
        inputProps={{
          ...getInputProps(fields.firstName, { type: 'text' }),
          className: 'uppercase',
          onInput: upper,
          autoComplete: 'given-name',
        }}
        errors={fields.firstName.errors}
      />
      <Field
        label={t('fields.lastName')}
        inputProps={{
          ...getInputProps(fields.lastName, { type: 'text' }),
          className: 'uppercase',
          onInput: upper,
          autoComplete: 'family-name',
        }}
        errors={fields.lastName.errors}
      />
    </>
  )
}
