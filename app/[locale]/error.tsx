'use client';

import { useTranslations } from 'next-intl';
import { routePath } from '@/lib/shared/routes';
import { CatalogLink } from '@/app/[locale]/_components/catalog-link';

/**
 * Shown when a page could not be rendered, most often because the store did not answer.
 * Production error messages are digests, never details, so the page stays general and
 * offers to try again.
 */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('error');
  return (
    <div className="container page page-medium">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <p>
        <button type="button" className="button" onClick={() => retry()}>
          {t('retry')}
        </button>{' '}
        <CatalogLink href={routePath('home')} className="button button-secondary">
          {t('home')}
        </CatalogLink>
      </p>
    </div>
  );
}
