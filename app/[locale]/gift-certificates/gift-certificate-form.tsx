'use client';

import { getFormProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { EnhancedField, useEnhanced } from '../_components/enhanced-field';
import { FormErrors } from '../_components/form-errors';
import { RefreshShopperAfterSubmit } from '../_components/shopper';
import { SubmitButton } from '../_components/submit-button';
import { TextField } from '../_components/text-field';
import { useConformAction } from '../_components/use-conform-action';
import { buyGiftCertificateAction } from './actions';
import {
  GIFT_CERTIFICATE_OUTCOMES,
  GIFT_CERTIFICATE_LIMITS,
  GIFT_CERTIFICATE_THEMES,
  SUGGESTED_AMOUNTS,
  THEME_NAMES,
} from './limits';
import { giftCertificateSchema } from './schema';
import styles from './gift-certificates.module.css';

/**
 * Buying a gift certificate: amount, design, recipient, sender and a message. A plain
 * form: without JavaScript the browser checks the fields and the action still puts the
 * certificate in the cart; with it, the store's answer shows next to each field.
 */
export function GiftCertificateForm() {
  const { form, fields, action } = useConformAction(
    buyGiftCertificateAction,
    giftCertificateSchema,
    // Without JavaScript the browser checks the fields (the page is static: it cannot show
    // the action's answer, only a message by the address's #outcome).
    { defaultValue: { amount: '50', theme: 'GENERAL' }, browserChecksWithoutScript: true },
  );
  // The amount chosen or typed as sent last (two inputs share the name).
  const sent: unknown = fields.amount.initialValue;
  const sentAmount = (Array.isArray(sent) ? sent : [sent])
    .filter((amount): amount is string => typeof amount === 'string' && amount !== '')
    .at(-1);
  const amountError = fields.amount.errors?.[0];
  const message = fields.message;
  const { key: themeKey, ...themeProps } = getSelectProps(fields.theme);
  const { key: messageKey, ...messageProps } = getTextareaProps(message, {
    ariaDescribedBy: message.descriptionId,
  });
  const enhanced = useEnhanced();
  return (
    <form {...getFormProps(form)} action={action} className="form">
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
      <FormErrors errors={form.errors} />
      <fieldset
        className={styles.amounts}
        aria-describedby={amountError ? fields.amount.errorId : fields.amount.descriptionId}
      >
        <legend>Amount</legend>
        <div className={styles.amountRow}>
          {SUGGESTED_AMOUNTS.map((amount) => (
            <label key={amount} className={styles.amountChoice}>
              <input
                type="radio"
                name="amount"
                value={String(amount)}
                defaultChecked={sentAmount === String(amount)}
                key={`${fields.amount.key}-${sentAmount}`}
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
                SUGGESTED_AMOUNTS.some((a) => String(a) === sentAmount) ? '' : sentAmount
              }
              key={`${fields.amount.key}-${sentAmount}`}
              aria-invalid={amountError ? true : undefined}
            />
          </label>
        </div>
        <p id={fields.amount.descriptionId} className="hint">
          From ${GIFT_CERTIFICATE_LIMITS.min} to ${GIFT_CERTIFICATE_LIMITS.max}. An amount typed
          here counts over a choice above.
        </p>
        {amountError && (
          <p id={fields.amount.errorId} className="field-error">
            {amountError}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor={fields.theme.id}>Design</label>
        <select key={themeKey} {...themeProps} className="select">
          {GIFT_CERTIFICATE_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {THEME_NAMES[theme]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-row">
        <TextField
          field={fields.recipientName}
          label="Recipient’s name"
          required
          autoComplete="off"
        />
        <TextField
          field={fields.recipientEmail}
          type="email"
          label="Recipient’s e-mail"
          hint="We send the code here once you have ordered."
          required
          autoComplete="off"
        />
      </div>
      <div className="form-row">
        <TextField field={fields.senderName} label="Your name" required autoComplete="name" />
        <TextField
          field={fields.senderEmail}
          type="email"
          label="Your e-mail"
          required
          autoComplete="email"
        />
      </div>
      <div className="field">
        <label htmlFor={message.id}>
          Message <span className="muted">(optional)</span>
        </label>
        <textarea
          key={messageKey}
          {...messageProps}
          className="textarea"
          maxLength={GIFT_CERTIFICATE_LIMITS.message}
        />
        <p id={message.descriptionId} className="hint">
          Up to {GIFT_CERTIFICATE_LIMITS.message} characters, printed on the certificate e-mail.
        </p>
        {message.errors && (
          <p id={message.errorId} className="field-error">
            {message.errors[0]}
          </p>
        )}
      </div>
      <SubmitButton pendingLabel="Adding…" className="button">
        Add to cart
      </SubmitButton>
    </form>
  );
}
