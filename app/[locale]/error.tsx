'use client';

import { routePath } from '@/lib/shared/routes';
import { CatalogLink } from '@/app/_components/catalog-link';

/**
 * Shown when a page could not be rendered, most often because the store did not answer.
 * Production error messages are digests, never details, so the page stays general and
 * offers to try again.
 */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="container page page-medium">
      <h1>The shop is taking a short break</h1>
      <p className="lead">
        We could not load this page because our store is not answering right now. Your cart and
        account are safe. Please try again in a moment.
      </p>
      <p>
        <button type="button" className="button" onClick={() => retry()}>
          Try again
        </button>{' '}
        <CatalogLink href={routePath('home')} className="button button-secondary">
          Home page
        </CatalogLink>
      </p>
    </div>
  );
}
