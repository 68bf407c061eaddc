'use client';

import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { EnhancedField } from '../../_components/enhanced-field';
import { Notice } from '../../_components/notice';
import { RefreshShopperAfterSubmit } from '../../_components/shopper';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField, TextField } from '../../_components/text-field';
import {
  type DetailsField,
  type DetailsState,
  type NewsletterState,
  type PasswordField,
  type PasswordState,
  changePasswordAction,
  newsletterAction,
  updateDetailsAction,
} from './actions';
import styles from '../account.module.css';

/** What a form says after the store answered: saved, or what went wrong with the whole form. */
function Outcome({ saved, error }: { saved: string | null; error: string | null }) {
  if (error) return <Notice tone="error" title={error} />;
  return saved ? <Notice tone="success" title={saved} /> : null;
}

export function DetailsForm({
  initial,
}: {
  initial: Record<Exclude<DetailsField, 'currentPassword'>, string>;
}) {
  const [state, action] = useActionState<DetailsState, FormData>(updateDetailsAction, {
    ...emptyFormState<DetailsField>(initial),
    saved: null,
  });
  const keyed = (field: DetailsField) => `${field}-${state.values[field] ?? ''}`;
  return (
    <form action={action} className="form" noValidate>
      <EnhancedField />
      <RefreshShopperAfterSubmit />
      <Outcome saved={state.saved} error={state.error} />
      <div className="form-row">
        <TextField
          id="details-first-name"
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          defaultValue={state.values.firstName}
          key={keyed('firstName')}
          error={state.fieldErrors.firstName}
        />
        <TextField
          id="details-last-name"
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
          defaultValue={state.values.lastName}
          key={keyed('lastName')}
          error={state.fieldErrors.lastName}
        />
      </div>
      <EmailField id="details-email" value={state.values.email} error={state.fieldErrors.email} />
      <TextField
        id="details-phone"
        name="phone"
        type="tel"
        label="Phone (optional)"
        autoComplete="tel"
        defaultValue={state.values.phone}
        key={keyed('phone')}
        error={state.fieldErrors.phone}
      />
      <TextField
        id="details-current-password"
        name="currentPassword"
        type="password"
        label="Current password"
        hint="Needed only when you change your e-mail address: it is what you sign in with."
        autoComplete="current-password"
        error={state.fieldErrors.currentPassword}
      />
      <SubmitButton pendingLabel="Saving…">Save details</SubmitButton>
    </form>
  );
}

export function PasswordForm({ rules }: { rules: readonly string[] }) {
  const [state, action] = useActionState<PasswordState, FormData>(changePasswordAction, {
    ...emptyFormState<PasswordField>(),
    saved: null,
  });
  return (
    // Keyed by the outcome: a changed password empties the fields.
    <form action={action} className="form" noValidate key={state.saved ?? 'form'}>
      <EnhancedField />
      <Outcome saved={state.saved} error={state.error} />
      <TextField
        id="password-current"
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
        error={state.fieldErrors.currentPassword}
      />
      <TextField
        id="password-new"
        name="newPassword"
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        hint={rules.length ? `${rules.join(', ')}.` : undefined}
        error={state.fieldErrors.newPassword}
      />
      <TextField
        id="password-confirm"
        name="confirmPassword"
        type="password"
        label="New password again"
        autoComplete="new-password"
        required
        error={state.fieldErrors.confirmPassword}
      />
      <SubmitButton pendingLabel="Changing…">Change password</SubmitButton>
    </form>
  );
}

export function NewsletterForm({ subscribed }: { subscribed: boolean | null }) {
  const [state, action] = useActionState<NewsletterState, FormData>(newsletterAction, {
    error: null,
    saved: null,
  });
  return (
    <form action={action} className="form">
      <EnhancedField />
      <Outcome saved={state.saved} error={state.error} />
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">Newsletter</legend>
        <label className={styles.check}>
          <input type="radio" name="subscribe" value="yes" defaultChecked={subscribed === true} />
          <span>Send me the newsletter with new arrivals and offers</span>
        </label>
        <label className={styles.check}>
          <input type="radio" name="subscribe" value="no" defaultChecked={subscribed === false} />
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
