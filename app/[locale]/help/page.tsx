import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pagePath, routePath } from '@/lib/shared/routes';
import styles from './help.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('help');
  return { title: t('title'), description: t('description') };
}

/**
 * Help for shoppers. Static on purpose: it depends on no store data, so it is also the
 * baseline the benchmark compares the catalog pages with (a page of about their size,
 * served by the same server). One static page per language: its words are the `help`
 * messages (messages/*.json), the answers' links and emphasis their rich text's tags.
 */
export const ensureStatic = 'navigation';

/**
 * The topics in their order (each one's anchor, and its key under `help.topics`), and each
 * one's questions (`help.topics.<topic>.questions.<question>.q` and `.a`).
 */
const TOPICS = [
  {
    id: 'ordering',
    key: 'ordering',
    questions: [
      'placeOrder',
      'needAccount',
      'findProduct',
      'changeCart',
      'outOfStock',
      'leftInCart',
      'changeOrder',
    ],
  },
  { id: 'paying', key: 'paying', questions: ['howPay', 'whenCharged', 'taxes'] },
  {
    id: 'delivery',
    key: 'delivery',
    questions: ['shippingCost', 'freeShipping', 'whereOrder', 'shipToCountry', 'lateParcel'],
  },
  {
    id: 'returns',
    key: 'returns',
    questions: ['howReturn', 'guestReturn', 'refundWhen', 'exchange'],
  },
  {
    id: 'account',
    key: 'account',
    questions: ['create', 'forgotPassword', 'changeDetails', 'addresses', 'signedIn', 'newsletter'],
  },
  { id: 'wishlists', key: 'wishlists', questions: ['saveForLater', 'moreLists', 'share'] },
  { id: 'gift-certificates', key: 'giftCertificates', questions: ['buy', 'balance', 'use'] },
  { id: 'prices', key: 'prices', questions: ['currency'] },
  { id: 'reviews', key: 'reviews', questions: ['write', 'real'] },
  { id: 'privacy', key: 'privacy', questions: ['cookies', 'payment', 'data'] },
] as const;

/** The tags the answers use: emphasis, and a link to each page they name. */
const linkTo = (href: string) => {
  const LinkTag = (chunks: ReactNode) => <Link href={href}>{chunks}</Link>;
  return LinkTag;
};
const TAGS = {
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  cart: linkTo(routePath('cart')),
  createAccount: linkTo(routePath('create_account')),
  forgotPassword: linkTo(routePath('forgot_password')),
  unsubscribe: linkTo(routePath('unsubscribe')),
  account: linkTo(pagePath('account')),
  settings: linkTo(pagePath('accountSettings')),
  addresses: linkTo(pagePath('addresses')),
  wishlists: linkTo(pagePath('wishlists')),
  giftCertificates: linkTo(pagePath('giftCertificates')),
  balance: linkTo(pagePath('giftCertificateBalance')),
};

export default function HelpPage() {
  const t = useTranslations('help');
  return (
    <div className="container page page-narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <nav aria-label={t('topicsLabel')} className={styles.topics}>
        <ul>
          {TOPICS.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`}>{t(`topics.${topic.key}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>

      {TOPICS.map((topic) => (
        <section key={topic.id} className={styles.section} aria-labelledby={topic.id}>
          <h2 id={topic.id}>{t(`topics.${topic.key}.title`)}</h2>
          <dl className={styles.faq}>
            {topic.questions.map((question) => (
              <div key={question}>
                <dt>{t(`topics.${topic.key}.questions.${question}.q`)}</dt>
                <dd>{t.rich(`topics.${topic.key}.questions.${question}.a`, TAGS)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
