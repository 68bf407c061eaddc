'use client';

import { getFormProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { EnhancedField, useEnhanced } from '../_components/enhanced-field';
import { FormErrors } from '../_components/form-errors';
import { useProblemText } from '../_components/problem-text';
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
} from './limits';
import { giftCertificateSchema } from './schema';
import styles from './gift-certificates.module.css';

/**
 * Buying a gift certificate: amount, design, recipient, sender and a message. A plain
 * form: without JavaScript the browser checks the fields and the action still puts the
 * certificate in the cart; with it, the store's answer shows next to each field.
 */
export function GiftCertificateForm() {
  const t = useTranslations('giftCertificates');
  const word = useProblemText();
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
              {t(`outcomes.${text}`)}
            </p>
          ))}
        </div>
      )}
      <FormErrors errors={form.errors} />
      <fieldset
        className={styles.amounts}
        aria-describedby={amountError ? fields.amount.errorId : fields.amount.descriptionId}
      >
        <legend>{t('amount')}</legend>
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
              <span>{t('dollars', { amount })}</span>
            </label>
          ))}
          <label className={styles.amountOther}>
            <span>{t('otherAmount')}</span>
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
          {t('amountHint', { min: GIFT_CERTIFICATE_LIMITS.min, max: GIFT_CERTIFICATE_LIMITS.max })}
        </p>
        {amountError && (
          <p id={fields.amount.errorId} className="field-error">
            {word(amountError)}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor={fields.theme.id}>{t('design')}</label>
        <select key={themeKey} {...themeProps} className="select">
          {GIFT_CERTIFICATE_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {t(`themes.${theme}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-row">
        <TextField
          field={fields.recipientName}
          label={t('recipientName')}
          required
          autoComplete="off"
        />
        <TextField
          field={fields.recipientEmail}
          type="email"
          label={t('recipientEmail')}
          hint={t('recipientEmailHint')}
          required
          autoComplete="off"
        />
      </div>
      <div className="form-row">
        <TextField field={fields.senderName} label={t('senderName')} required autoComplete="name" />
        <TextField
          field={fields.senderEmail}
          type="email"
          label={t('senderEmail')}
          required
          autoComplete="email"
        />
      </div>
      <div className="field">
        <label htmlFor={message.id}>
          {t.rich('message', { muted: (chunks) => <span className="muted">{chunks}</span> })}
        </label>
        <textarea
          key={messageKey}
          {...messageProps}
          className="textarea"
          maxLength={GIFT_CERTIFICATE_LIMITS.message}
        />
        <p id={message.descriptionId} className="hint">
          {t('messageHint', { max: GIFT_CERTIFICATE_LIMITS.message })}
        </p>
        {message.errors && (
          <p id={message.errorId} className="field-error">
            {word(message.errors[0]!)}
          </p>
        )}
      </div>
      <SubmitButton pendingLabel={t('adding')} className="button">
        {t('add')}
      </SubmitButton>
    </form>
  );
}
