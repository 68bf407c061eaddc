'use client';

import { getFormProps } from '@conform-to/react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatMoney } from '@/lib/shared/format';
import { FormErrors } from '../../_components/form-errors';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import { checkBalanceAction } from './actions';
import { balanceSchema } from './schema';
import styles from '../gift-certificates.module.css';

export function BalanceForm() {
  const t = useTranslations('giftCertificateBalance');
  const locale = useLocale();
  const { form, fields, action, lastResult } = useConformAction(checkBalanceAction, balanceSchema);
  const found = lastResult?.found;
  return (
    <>
      <form {...getFormProps(form)} action={action} className="form">
        <FormErrors errors={form.errors} />
        <TextField
          field={fields.code}
          label={t('code')}
          hint={t('codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <SubmitButton pendingLabel={t('checking')}>{t('check')}</SubmitButton>
      </form>
      {found && (
        <div className={styles.result} role="status">
          <p className="muted">{t('balanceOf', { code: found.code })}</p>
          <p className={styles.balance}>{formatMoney(found.balance, locale)}</p>
          {found.note && (
            <p>
              {found.note === 'usableUntil'
                ? t('notes.usableUntil', { date: formatDate(found.until ?? '', locale) })
                : t(`notes.${found.note}`)}
            </p>
          )}
        </div>
      )}
    </>
  );
}
