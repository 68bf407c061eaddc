'use client';

import { getFormProps, getInputProps } from '@conform-to/react';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { type PasswordRules, describePasswordRules } from '@/lib/shared/password-rules';
import { EnhancedField } from '../../_components/enhanced-field';
import { FormErrors } from '../../_components/form-errors';
import { Notice } from '../../_components/notice';
import { useProblemText } from '../../_components/problem-text';
import { RefreshShopperAfterSubmit } from '../../_components/shopper';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField, TextField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import {
  changePasswordAction,
  newsletterAction,
  type SettingsResult,
  updateDetailsAction,
} from './actions';
import { detailsSchema, newsletterSchema, passwordSchema } from './schema';
import styles from '../account.module.css';

/** What a form says after the store answered: saved, or what went wrong with the whole form. */
function Outcome({ result, errors }: { result?: SettingsResult; errors?: string[] }) {
  const t = useTranslations('settings');
  if (errors?.length) return <FormErrors errors={errors} />;
  return result?.saved ? <Notice tone="success" title={t(`saved.${result.saved}`)} /> : null;
}

export function DetailsForm({
  initial,
}: {
  initial: { firstName: string; lastName: string; email: string; phone: string };
}) {
  const { form, fields, action, lastResult } = useConformAction(
    updateDetailsAction,
    detailsSchema,
    { defaultValue: initial },
  );
  const t = useTranslations('settings');
  const forms = useTranslations('forms');
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <EnhancedField />
      <RefreshShopperAfterSubmit />
      <Outcome result={lastResult} errors={form.errors} />
      <div className="form-row">
        <TextField
          field={fields.firstName}
          label={forms('firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          field={fields.lastName}
          label={forms('lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <EmailField field={fields.email} />
      <TextField field={fields.phone} type="tel" label={t('phone')} autoComplete="tel" />
      <TextField
        field={fields.currentPassword}
        type="password"
        label={forms('currentPassword')}
        hint={t('currentPasswordHint')}
        autoComplete="current-password"
      />
      <SubmitButton pendingLabel={forms('saving')}>{t('saveDetails')}</SubmitButton>
    </form>
  );
}

export function PasswordForm({ rules }: { rules: PasswordRules | null }) {
  const schema = useMemo(() => passwordSchema(rules), [rules]);
  const { form, fields, action, lastResult } = useConformAction(changePasswordAction, schema);
  const t = useTranslations('settings');
  const forms = useTranslations('forms');
  const word = useProblemText();
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <EnhancedField />
      <Outcome result={lastResult} errors={form.errors} />
      <TextField
        field={fields.currentPassword}
        id="password-current"
        type="password"
        label={forms('currentPassword')}
        autoComplete="current-password"
        required
      />
      <TextField
        field={fields.newPassword}
        type="password"
        label={forms('newPassword')}
        autoComplete="new-password"
        required
        hint={rules ? word(describePasswordRules(rules)) : undefined}
      />
      <TextField
        field={fields.confirmPassword}
        type="password"
        label={t('newPasswordAgain')}
        autoComplete="new-password"
        required
      />
      <SubmitButton pendingLabel={t('changing')}>{t('changePassword')}</SubmitButton>
    </form>
  );
}

export function NewsletterForm({ subscribed }: { subscribed: boolean | null }) {
  const { form, fields, action, lastResult } = useConformAction(
    newsletterAction,
    newsletterSchema,
    { defaultValue: { subscribe: subscribed === null ? undefined : subscribed ? 'yes' : 'no' } },
  );
  const t = useTranslations('settings');
  const forms = useTranslations('forms');
  const choice = (value: 'yes' | 'no') => {
    const { key, ...props } = getInputProps(fields.subscribe, { type: 'radio', value });
    return <input key={key} {...props} />;
  };
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <EnhancedField />
      <Outcome result={lastResult} errors={form.errors ?? fields.subscribe.errors} />
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('newsletter')}</legend>
        <label className={styles.check}>
          {choice('yes')}
          <span>{t('newsletterYes')}</span>
        </label>
        <label className={styles.check}>
          {choice('no')}
          <span>{t('newsletterNo')}</span>
        </label>
      </fieldset>
      {subscribed === null && <p className="hint">{t('newsletterUnknown')}</p>}
      <SubmitButton pendingLabel={forms('saving')} className="button button-secondary">
        {t('saveNewsletter')}
      </SubmitButton>
    </form>
  );
}
