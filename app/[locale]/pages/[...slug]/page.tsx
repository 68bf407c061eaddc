import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { slugOf, storePathOf } from '@/lib/shared/links';
import { pagePath, routePath } from '@/lib/shared/routes';
import { metaDescriptionOf, sanitizeHtml } from '@/lib/data/sanitize-html';
import { type ContentPage, getContentPage, getContentPageLinks } from '@/lib/data/content-pages';
import { getEntityTheme } from '@/lib/data/custom-templates';
import { Breadcrumbs } from '../../_components/breadcrumbs';
import { ContentRegion } from '../../_components/content-region';
import styles from './content-page.module.css';
import { prerenderParams } from '@/lib/shared/prerender-params';

type Params = Promise<{ slug: string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const page = await getContentPage(storePathOf(slug));
  if (!page) return { title: (await getTranslations('contentPage'))('notFound') };
  return {
    title: page.seo.pageTitle || page.name,
    description: page.seo.metaDescription || metaDescriptionOf(page.htmlBody ?? '') || undefined,
  };
}

/** Complete static HTML: the linked pages are built with the site, others on their first visit, then kept. */
export const ensureStatic = 'navigation';

export async function generateStaticParams() {
  const links = await getContentPageLinks();
  return prerenderParams(links.map((link) => slugOf(link.path)));
}

/** A content page of the store (About, Shipping & returns, ...). */
export default function ContentPageRoute({ params }: { params: Params }) {
  return (
    <div className="container page">
      <ContentPageBody params={params} />
    </div>
  );
}

async function ContentPageBody({ params }: { params: Params }) {
  const { slug } = await params;
  const page = await getContentPage(storePathOf(slug));
  if (!page) notFound();
  const [{ layout, regions }, t] = await Promise.all([
    getEntityTheme('page', page.entityId),
    getTranslations('contentPage'),
  ]);
  // Merchant-written HTML, reduced to plain formatting tags by sanitizeHtml.
  const body = <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(page.htmlBody) }} />;
  const builder = <ContentRegion regions={regions} name="page_builder_content" />;

  if (layout === 'holiday.html') {
    return (
      <>
        <ContentRegion regions={regions} name="header_bottom" />
        <header className={styles.holidayBanner}>
          <p className={styles.holidayEyebrow}>{t('holidaySeason')}</p>
          <h1>{page.name}</h1>
        </header>
        <div className={styles.holidayBody}>
          {body}
          {builder}
        </div>
      </>
    );
  }
  return (
    <>
      <ContentRegion regions={regions} name="header_bottom" />
      <header className="page-header">
        <Breadcrumbs trail={[{ label: t('home'), href: routePath('home') }]} current={page.name} />
        <h1>{page.name}</h1>
      </header>
      {layout === 'contact-form.html' ? (
        <div className={styles.contactColumns}>
          <div>
            {body}
            {builder}
          </div>
          <ContactPanel page={page} />
        </div>
      ) : (
        <div className={styles.body}>
          {body}
          {builder}
        </div>
      )}
    </>
  );
}

/**
 * contact-form.html: the ways a shopper can reach the shop, beside the page. The store
 * service has no contact-form submission, so the panel points to what works: replies to
 * the shop's e-mails, the orders in the shopper's account, and the help page.
 */
function ContactPanel({ page }: { page: ContentPage }) {
  const t = useTranslations('contentPage');
  return (
    <aside className={styles.contactPanel} aria-labelledby={`contact-${page.entityId}`}>
      <h2 id={`contact-${page.entityId}`}>{t('contactTitle')}</h2>
      <ul className={styles.contactList}>
        <li>
          <strong>{t('byEmail')}</strong>
          {t('byEmailText')}
        </li>
        <li>
          <strong>{t('aboutOrder')}</strong>
          {t.rich('aboutOrderText', {
            link: (chunks) => <Link href={pagePath('account')}>{chunks}</Link>,
          })}
        </li>
        <li>
          <strong>{t('quickAnswers')}</strong>
          {t.rich('quickAnswersText', {
            link: (chunks) => <Link href={pagePath('help')}>{chunks}</Link>,
          })}
        </li>
      </ul>
    </aside>
  );
}
