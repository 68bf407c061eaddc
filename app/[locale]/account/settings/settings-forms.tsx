'use client';

import { getFormProps, getInputProps } from '@conform-to/react';
import { useMemo } from 'react';
import { type PasswordRules, describePasswordRules } from '@/lib/shared/password-rules';
import { EnhancedField } from '../../_components/enhanced-field';
import { FormErrors } from '../../_components/form-errors';
import { Notice } from '../../_components/notice';
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
  if (errors?.length) return <FormErrors errors={errors} />;
  return result?.saved ? <Notice tone="success" title={result.saved} /> : null;
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
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <EnhancedField />
      <RefreshShopperAfterSubmit />
      <Outcome result={lastResult} errors={form.errors} />
      <div className="form-row">
        <TextField field={fields.firstName} label="First name" autoComplete="given-name" required />
        <TextField field={fields.lastName} label="Last name" autoComplete="family-name" required />
      </div>
      <EmailField field={fields.email} />
      <TextField field={fields.phone} type="tel" label="Phone (optional)" autoComplete="tel" />
      <TextField
        field={fields.currentPassword}
        type="password"
        label="Current password"
        hint="Needed only when you change your e-mail address: it is what you sign in with."
        autoComplete="current-password"
      />
      <SubmitButton pendingLabel="Saving…">Save details</SubmitButton>
    </form>
  );
}

export function PasswordForm({ rules }: { rules: PasswordRules | null }) {
  const schema = useMemo(() => passwordSchema(rules), [rules]);
  const { form, fields, action, lastResult } = useConformAction(changePasswordAction, schema);
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <EnhancedField />
      <Outcome result={lastResult} errors={form.errors} />
      <TextField
        field={fields.currentPassword}
        id="password-current"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
      />
      <TextField
        field={fields.newPassword}
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        hint={rules ? `${describePasswordRules(rules).join(', ')}.` : undefined}
      />
      <TextField
        field={fields.confirmPassword}
        type="password"
        label="New password again"
        autoComplete="new-password"
        required
      />
      <SubmitButton pendingLabel="Changing…">Change password</SubmitButton>
    </form>
  );
}

export function NewsletterForm({ subscribed }: { subscribed: boolean | null }) {
  const { form, fields, action, lastResult } = useConformAction(
    newsletterAction,
    newsletterSchema,
    { defaultValue: { subscribe: subscribed === null ? undefined : subscribed ? 'yes' : 'no' } },
  );
  const choice = (value: 'yes' | 'no') => {
    const { key, ...props } = getInputProps(fields.subscribe, { type: 'radio', value });
    return <input key={key} {...props} />;
  };
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <EnhancedField />
      <Outcome result={lastResult} errors={form.errors ?? fields.subscribe.errors} />
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">Newsletter</legend>
        <label className={styles.check}>
          {choice('yes')}
          <span>Send me the newsletter with new arrivals and offers</span>
        </label>
        <label className={styles.check}>
          {choice('no')}
          <span>No newsletter, thank you</span>
        </label>
      </fieldset>
      {subscribed === null && (
        <p className="hint">We could not check your choice just now; saving sets it.</p>
      )}
      <SubmitButton pendingLabel="Saving…" className="button button-secondary">
        Save newsletter choice
      </SubmitButton>
    </form>
  );
}
