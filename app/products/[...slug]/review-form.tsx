'use client';

import { useActionState, useSyncExternalStore } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import type { ReviewField } from '@/lib/shared/review-input';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import { ENHANCED_FIELD } from './purchase-data';
import { type ReviewState, addReviewAction } from './review-actions';
import { REVIEW_OUTCOMES } from './review-outcomes';
import styles from './reviews.module.css';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z';
const noSubscription = () => () => undefined;
const initial: ReviewState = { ...emptyFormState<ReviewField>(), outcome: null, at: 0 };

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
  const [state, action] = useActionState<ReviewState, FormData>(addReviewAction, initial);
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const done = state.outcome === 'review-published' || state.outcome === 'review-pending';
  // A new key after each answer shows the values the action sent back (none after a success).
  const key = (field: ReviewField) => `${field}-${state.at}`;
  const errorOf = (field: ReviewField) => state.fieldErrors[field];
  return (
    <form
      action={action}
      className={`form ${styles.form}`}
      noValidate
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title">Write a review</h3>
      <p className="muted">Share what you think of {productName}. Fields marked * are required.</p>
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="currency" value={currency} />
      {enhanced && <input type="hidden" name={ENHANCED_FIELD} value="1" />}

      {state.outcome && (
        <Notice
          tone={done ? 'success' : 'error'}
          title={state.error ?? REVIEW_OUTCOMES[state.outcome].text}
          key={state.at}
        />
      )}

      <fieldset
        className={styles.ratingField}
        aria-describedby={errorOf('rating') ? 'review-rating-error' : undefined}
        aria-invalid={errorOf('rating') ? true : undefined}
      >
        <legend>Your rating *</legend>
        <div className={styles.ratingChoices} key={key('rating')}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={styles.ratingChoice}>
              <input
                type="radio"
                name="rating"
                value={stars}
                defaultChecked={state.values.rating === String(stars)}
                required
                className="visually-hidden"
              />
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d={STAR} />
              </svg>
              <span className="visually-hidden">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {errorOf('rating') && (
          <p id="review-rating-error" className="field-error">
            {errorOf('rating')}
          </p>
        )}
      </fieldset>

      <TextField
        id="review-title"
        name="title"
        label="Title *"
        required
        maxLength={120}
        defaultValue={state.values.title}
        key={key('title')}
        error={errorOf('title')}
      />

      <div className="field">
        <label htmlFor="review-text">Your review *</label>
        <textarea
          id="review-text"
          name="text"
          className="textarea"
          required
          rows={5}
          maxLength={5000}
          defaultValue={state.values.text}
          key={key('text')}
          aria-invalid={errorOf('text') ? true : undefined}
          aria-describedby={errorOf('text') ? 'review-text-error' : undefined}
        />
        {errorOf('text') && (
          <p id="review-text-error" className="field-error">
            {errorOf('text')}
          </p>
        )}
      </div>

      <div className="form-row">
        <TextField
          id="review-author"
          name="author"
          label="Your name *"
          hint="Shown with your review."
          autoComplete="name"
          required
          maxLength={80}
          defaultValue={state.values.author}
          key={key('author')}
          error={errorOf('author')}
        />
        <TextField
          id="review-email"
          name="email"
          type="email"
          label="E-mail address (optional)"
          hint="Only the shop sees it."
          autoComplete="email"
          defaultValue={state.values.email}
          key={key('email')}
          error={errorOf('email')}
        />
      </div>

      <SubmitButton pendingLabel="Sending your review…">Submit review</SubmitButton>

      {/* Without JavaScript the action comes back to #<outcome>: CSS shows that message. */}
      {!enhanced && (
        <div className={styles.noScriptOutcomes}>
          {Object.entries(REVIEW_OUTCOMES).map(([outcome, { tone, text }]) => (
            <p
              key={outcome}
              id={outcome}
              className={tone === 'success' ? styles.success : styles.failure}
            >
              {text}
            </p>
          ))}
        </div>
      )}
    </form>
  );
}
