'use client';

import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { EnhancedField, useEnhanced } from '../_components/enhanced-field';
import { Notice } from '../_components/notice';
import { RefreshShopperAfterSubmit } from '../_components/shopper';
import { SubmitButton } from '../_components/submit-button';
import { TextField } from '../_components/text-field';
import { type GiftCertificateState, buyGiftCertificateAction } from './actions';
import {
  GIFT_CERTIFICATE_OUTCOMES,
  GIFT_CERTIFICATE_LIMITS,
  GIFT_CERTIFICATE_THEMES,
  type GiftCertificateField,
  SUGGESTED_AMOUNTS,
  THEME_NAMES,
} from './limits';
import styles from './gift-certificates.module.css';

/**
 * Buying a gift certificate: amount, design, recipient, sender and a message. A plain
 * form: without JavaScript the browser checks the fields and the action still puts the
 * certificate in the cart; with it, the store's answer shows next to each field.
 */
export function GiftCertificateForm() {
  const [state, action] = useActionState<GiftCertificateState, FormData>(
    buyGiftCertificateAction,
    emptyFormState<GiftCertificateField>({ amount: '50', theme: 'GENERAL' }),
  );
  const keyed = (field: GiftCertificateField) => `${field}-${state.values[field] ?? ''}`;
  const errorOf = (field: GiftCertificateField) => state.fieldErrors[field];
  const enhanced = useEnhanced();
  return (
    <form action={action} className="form">
      <EnhancedField />
      <RefreshShopperAfterSubmit />
      {/* Without JavaScript a refusal comes back to #<outcome>: CSS shows that message. */}
      {!enhanced && (
        <div className={styles.noScriptOutcomes}>
          {Object.entries(GIFT_CERTIFICATE_OUTCOMES).map(([outcome, { text }]) => (
            <p key={outcome} id={outcome} className="field-error" role="alert">
              {text}
            </p>
          ))}
        </div>
      )}
      {state.error && <Notice tone="error" title={state.error} />}
      <fieldset
        className={styles.amounts}
        aria-describedby={errorOf('amount') ? 'gift-amount-error' : 'gift-amount-hint'}
      >
        <legend>Amount</legend>
        <div className={styles.amountRow}>
          {SUGGESTED_AMOUNTS.map((amount) => (
            <label key={amount} className={styles.amountChoice}>
              <input
                type="radio"
                name="amount"
                value={String(amount)}
                defaultChecked={state.values.amount === String(amount)}
                key={keyed('amount')}
              />
              <span>${amount}</span>
            </label>
          ))}
          <label className={styles.amountOther}>
            <span>Other amount ($)</span>
            <input
              type="number"
              name="amount"
              className="input"
              min={GIFT_CERTIFICATE_LIMITS.min}
              max={GIFT_CERTIFICATE_LIMITS.max}
              step="0.01"
              inputMode="decimal"
              defaultValue={
                SUGGESTED_AMOUNTS.some((a) => String(a) === state.values.amount)
                  ? ''
                  : state.values.amount
              }
              key={keyed('amount')}
              aria-invalid={errorOf('amount') ? true : undefined}
            />
          </label>
        </div>
        <p id="gift-amount-hint" className="hint">
          From ${GIFT_CERTIFICATE_LIMITS.min} to ${GIFT_CERTIFICATE_LIMITS.max}. An amount typed
          here counts over a choice above.
        </p>
        {errorOf('amount') && (
          <p id="gift-amount-error" className="field-error">
            {errorOf('amount')}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="gift-theme">Design</label>
        <select
          id="gift-theme"
          name="theme"
          className="select"
          defaultValue={state.values.theme}
          key={keyed('theme')}
        >
          {GIFT_CERTIFICATE_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {THEME_NAMES[theme]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-row">
        <TextField
          id="gift-recipient-name"
          name="recipientName"
          label="Recipient’s name"
          required
          autoComplete="off"
          defaultValue={state.values.recipientName}
          key={keyed('recipientName')}
          error={errorOf('recipientName')}
        />
        <TextField
          id="gift-recipient-email"
          name="recipientEmail"
          type="email"
          label="Recipient’s e-mail"
          hint="We send the code here once you have ordered."
          required
          autoComplete="off"
          defaultValue={state.values.recipientEmail}
          key={keyed('recipientEmail')}
          error={errorOf('recipientEmail')}
        />
      </div>
      <div className="form-row">
        <TextField
          id="gift-sender-name"
          name="senderName"
          label="Your name"
          required
          autoComplete="name"
          defaultValue={state.values.senderName}
          key={keyed('senderName')}
          error={errorOf('senderName')}
        />
        <TextField
          id="gift-sender-email"
          name="senderEmail"
          type="email"
          label="Your e-mail"
          required
          autoComplete="email"
          defaultValue={state.values.senderEmail}
          key={keyed('senderEmail')}
          error={errorOf('senderEmail')}
        />
      </div>
      <div className="field">
        <label htmlFor="gift-message">
          Message <span className="muted">(optional)</span>
        </label>
        <textarea
          id="gift-message"
          name="message"
          className="textarea"
          maxLength={GIFT_CERTIFICATE_LIMITS.message}
          defaultValue={state.values.message}
          key={keyed('message')}
          aria-describedby="gift-message-hint"
          aria-invalid={errorOf('message') ? true : undefined}
        />
        <p id="gift-message-hint" className="hint">
          Up to {GIFT_CERTIFICATE_LIMITS.message} characters, printed on the certificate e-mail.
        </p>
        {errorOf('message') && <p className="field-error">{errorOf('message')}</p>}
      </div>
      <SubmitButton pendingLabel="Adding…" className="button">
        Add to cart
      </SubmitButton>
    </form>
  );
}
