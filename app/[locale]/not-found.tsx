import { pagePath, routePath } from '@/lib/shared/routes';
import { SearchForm } from './_components/search-form';
import { CatalogLink } from '@/app/_components/catalog-link';

export default function NotFound() {
  return (
    <div className="container page page-medium">
      <p className="muted">Error 404</p>
      <h1>We could not find that page</h1>
      <p className="lead">
        The link may be old, or the product may no longer be sold. Try a search, or start again from
        the home page.
      </p>
      <SearchForm id="not-found-search" size="lg" />
      <p className="after-search">
        <CatalogLink href={routePath('home')}>Home page</CatalogLink> ·{' '}
        <CatalogLink href={pagePath('search')}>All products</CatalogLink>
      </p>
    </div>
  );
}
