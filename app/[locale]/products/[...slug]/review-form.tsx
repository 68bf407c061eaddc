'use client';

import { getFormProps, getTextareaProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { reviewInput } from '@/lib/shared/review-input';
import { useEnhanced } from '../../_components/enhanced-field';
import { Notice } from '../../_components/notice';
import { useProblemText, useProblemsText } from '../../_components/problem-text';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import { ENHANCED_FIELD } from './purchase-data';
import { addReviewAction } from './review-actions';
import { REVIEW_OUTCOMES } from './review-outcomes';
import styles from './reviews.module.css';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z';

/**
 * Writing a review: a rating, a title, the text and a name (an e-mail address is
 * optional). Each field's problem is shown next to it; the store's answer says whether
 * the review is published at once or waits for the shop's approval. Without JavaScript the
 * form posts all the same and the page shows the outcome (REVIEW_OUTCOMES).
 */
export function ReviewForm({
  path,
  currency,
  productName,
}: {
  path: string;
  currency: string;
  productName: string;
}) {
  const t = useTranslations('reviews');
  const word = useProblemText();
  const words = useProblemsText();
  const { form, fields, action, lastResult } = useConformAction(addReviewAction, reviewInput);
  const enhanced = useEnhanced();
  const outcome = lastResult?.outcome;
  const done = outcome === 'review-published' || outcome === 'review-pending';
  // The form's own check (the same schema as the action's) stopped the send: the same
  // summary as the action's answer for an invalid review, above the fields' own errors.
  const checkFailed = !outcome && Object.keys(form.allErrors).length > 0;
  const rating = fields.rating;
  const ratingError = rating.errors?.[0];
  const text = fields.text;
  const { key: textKey, ...textProps } = getTextareaProps(text);
  return (
    <form
      {...getFormProps(form)}
      action={action}
      className={`form ${styles.form}`}
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title">{t('formTitle')}</h3>
      <p className="muted">{t('formIntro', { productName })}</p>
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="currency" value={currency} />
      {enhanced && <input type="hidden" name={ENHANCED_FIELD} value="1" />}

      {outcome && (
        <Notice
          tone={done ? 'success' : 'error'}
          title={words(form.errors) ?? t(`outcomes.${REVIEW_OUTCOMES[outcome].text}`)}
          key={lastResult.at}
        />
      )}

      {checkFailed && (
        <Notice tone="error" title={t(`outcomes.${REVIEW_OUTCOMES['review-invalid'].text}`)} />
      )}

      <fieldset
        className={styles.ratingField}
        aria-describedby={ratingError ? rating.errorId : undefined}
        aria-invalid={ratingError ? true : undefined}
      >
        <legend>{t('yourRating')}</legend>
        <div className={styles.ratingChoices} key={rating.key}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={styles.ratingChoice}>
              <input
                type="radio"
                name={rating.name}
                value={stars}
                defaultChecked={rating.initialValue === String(stars)}
                required
                className="visually-hidden"
              />
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d={STAR} />
              </svg>
              <span className="visually-hidden">{t('stars', { stars })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={rating.errorId} className="field-error">
            {word(ratingError)}
          </p>
        )}
      </fieldset>

      <TextField field={fields.title} label={t('reviewTitle')} required maxLength={120} />

      <div className="field">
        <label htmlFor={text.id}>{t('yourReview')}</label>
        <textarea
          key={textKey}
          {...textProps}
          className="textarea"
          required
          rows={5}
          maxLength={5000}
        />
        {text.errors && (
          <p id={text.errorId} className="field-error">
            {word(text.errors[0]!)}
          </p>
        )}
      </div>

      <div className="form-row">
        <TextField
          field={fields.author}
          label={t('yourName')}
          hint={t('nameHint')}
          autoComplete="name"
          required
          maxLength={80}
        />
        <TextField
          field={fields.email}
          type="email"
          label={t('email')}
          hint={t('emailHint')}
          autoComplete="email"
        />
      </div>

      <SubmitButton pendingLabel={t('sending')}>{t('submit')}</SubmitButton>

      {/* Without JavaScript the action comes back to #<outcome>: CSS shows that message. */}
      {!enhanced && (
        <div className={styles.noScriptOutcomes}>
          {Object.entries(REVIEW_OUTCOMES).map(([outcome, { tone, text }]) => (
            <p
              key={outcome}
              id={outcome}
              className={tone === 'success' ? styles.success : styles.failure}
            >
              {t(`outcomes.${text}`)}
            </p>
          ))}
        </div>
      )}
    </form>
  );
}
