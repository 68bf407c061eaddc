import { getTranslations } from 'next-intl/server';
import { pagePath, routePath } from '@/lib/shared/routes';
import { SearchForm } from './_components/search-form';
import { CatalogLink } from '@/app/[locale]/_components/catalog-link';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <div className="container page page-medium">
      <p className="muted">{t('status')}</p>
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <SearchForm id="not-found-search" size="lg" />
      <p className="after-search">
        <CatalogLink href={routePath('home')}>{t('home')}</CatalogLink> ·{' '}
        <CatalogLink href={pagePath('search')}>{t('allProducts')}</CatalogLink>
      </p>
    </div>
  );
}
