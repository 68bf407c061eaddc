'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import {
  ACCEPT_ALL,
  CHOOSABLE_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  REJECT_ALL,
  consentCookieValue,
  mayRun,
  parseConsentCookie,
} from '@/lib/shared/consent';
import { type GatedScript } from './gated-script';
import styles from './consent.module.css';

/** Asks the banner to open (the footer's "Cookie settings"). */
const OPEN_EVENT = 'storefront:consent-open';
/** Tells every part of the page that the choice changed. */
const CHANGE_EVENT = 'storefront:consent-change';

/** The stored choice's cookie value ('' for none). */
function readCookie(): string {
  const prefix = `${CONSENT_COOKIE}=`;
  return (
    document.cookie
      .split('; ')
      .find((part) => part.startsWith(prefix))
      ?.slice(prefix.length) ?? ''
  );
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** The shopper's choice: null before one is made, `undefined` while rendering without a browser. */
function useConsent(): ConsentChoice | null | undefined {
  const value = useSyncExternalStore<string | undefined>(subscribe, readCookie, () => undefined);
  return value === undefined ? undefined : parseConsentCookie(value);
}

function storeChoice(choice: ConsentChoice): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choice)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Scripts this page has written (by uuid): a script runs once per page load. */
const placed = new Map<string, string>();

function place(script: GatedScript): void {
  if (placed.has(script.uuid)) return;
  placed.set(script.uuid, script.category);
  const element = document.createElement('script');
  if (script.src) {
    element.src = script.src;
    // A script added by code loads asynchronously unless told otherwise; `default` keeps order.
    element.async = script.async ?? false;
    if (script.integrity) {
      element.integrity = script.integrity;
      element.crossOrigin = 'anonymous';
    }
  } else {
    for (const [name, value] of Object.entries(script.attributes ?? {}))
      if (!name.startsWith('on')) element.setAttribute(name, value === true ? '' : value);
    element.text = script.code ?? '';
  }
  (script.location === 'head' ? document.head : document.body).appendChild(element);
}

/** Writes the gated scripts the shopper allowed, once each, when the choice allows them. */
export function ConsentGatedScripts({ scripts }: { scripts: readonly GatedScript[] }) {
  const choice = useConsent();
  useEffect(() => {
    if (choice === undefined) return;
    for (const script of scripts) if (mayRun(script.category, choice)) place(script);
  }, [choice, scripts]);
  return null;
}

/**
 * A choice that refuses a category whose scripts already run on this page: they cannot be
 * taken back from a running page, so the page is loaded again without them.
 */
function withdraws(choice: ConsentChoice): boolean {
  return [...placed.values()].some((category) => !mayRun(category, choice));
}

/**
 * The cookie consent banner (first visit, or opened from the footer) and the scripts it
 * gates. Fixed over the bottom of the page, so it moves nothing; it takes focus only when
 * the shopper opened it, and gives it back on closing.
 */
export function ConsentManager({
  privacyPolicyUrl,
  scripts,
}: {
  privacyPolicyUrl: string | null;
  scripts: readonly GatedScript[];
}) {
  const t = useTranslations('consent');
  const choice = useConsent();
  const [opened, setOpened] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(REJECT_ALL);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const open = () => {
      returnFocus.current = document.activeElement as HTMLElement | null;
      setDraft(parseConsentCookie(readCookie()) ?? REJECT_ALL);
      setOpened(true);
      setChoosing(true);
    };
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, []);

  const shown = choice === null || opened;
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);

  const decide = useCallback((next: ConsentChoice) => {
    const reload = withdraws(next);
    storeChoice(next);
    if (reload) {
      location.reload();
      return;
    }
    setOpened(false);
    setChoosing(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, []);

  return (
    <>
      <ConsentGatedScripts scripts={scripts} />
      {shown && (
        <section className={styles.banner} aria-labelledby="consent-title">
          <div className={styles.inner}>
            <h2 id="consent-title" className={styles.title} ref={heading} tabIndex={-1}>
              {t('title')}
            </h2>
            <p className={styles.intro}>
              {t('intro')}
              {privacyPolicyUrl && (
                <>
                  {' '}
                  <a href={privacyPolicyUrl}>{t('privacyPolicy')}</a>
                </>
              )}
            </p>
            {choosing && (
              <fieldset className={styles.categories}>
                <legend className={styles.legend}>{t('categoriesLegend')}</legend>
                <label className={styles.category}>
                  <input type="checkbox" checked disabled />
                  <span>
                    <strong>{t('essentialName')}</strong> {t('essentialDescription')}
                  </span>
                </label>
                {CHOOSABLE_CATEGORIES.map((category) => (
                  <label className={styles.category} key={category}>
                    <input
                      type="checkbox"
                      name={category}
                      checked={draft[category]}
                      onChange={(event) =>
                        setDraft({ ...draft, [category]: event.currentTarget.checked })
                      }
                    />
                    <span>
                      <strong>{t(`${category}Name`)}</strong> {t(`${category}Description`)}
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => decide(ACCEPT_ALL)}>
                {t('acceptAll')}
              </button>
              <button type="button" className="button" onClick={() => decide(REJECT_ALL)}>
                {t('rejectAll')}
              </button>
              {choosing ? (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => decide(draft)}
                >
                  {t('save')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setChoosing(true)}
                >
                  {t('choose')}
                </button>
              )}
            </div>
          </div>
        </section>
      )}
    </>
  );
}

/** The footer's "Cookie settings": opens the banner with the shopper's current choice. */
export function ConsentSettingsButton() {
  const t = useTranslations('consent');
  return (
    <button
      type="button"
      className={styles.footerLink}
      onClick={() => window.dispatchEvent(new Event(OPEN_EVENT))}
    >
      {t('footerLink')}
    </button>
  );
}
