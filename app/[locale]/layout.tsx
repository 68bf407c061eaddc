import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getShopLocales } from '@/lib/i18n/shop-locales';
import { DEFAULT_LOCALE_SEGMENT } from '@/lib/shared/locale-path';
import { getNavigation } from '@/lib/data/catalog';
import { getPrivacySettings } from '@/lib/data/privacy';
import { SHOP_PAGES, consentSplit, getScripts } from '@/lib/data/scripts';
import { MEMBER_HINT_COOKIE } from '@/lib/shared/shopper-snapshot';
import { ShopperProvider } from './_components/shopper';
import { LocalePrefixProvider } from './_components/locale-prefix';
import { SiteFooter } from './_components/site-footer';
import { SiteHeader } from './_components/site-header';
import { ConsentManager } from './_components/consent/consent-manager';
import { StoreScripts, gatedScriptOf } from './_components/store-scripts';
import './globals.css';

/**
 * One set of pages per language the channel offers: the default's under
 * DEFAULT_LOCALE_SEGMENT (its addresses have no prefix), each other's under its code.
 */
export async function generateStaticParams() {
  const shop = await getShopLocales();
  return [
    { locale: DEFAULT_LOCALE_SEGMENT },
    ...shop.all.filter((code) => code !== shop.default).map((locale) => ({ locale })),
  ];
}

export async function generateMetadata(): Promise<Metadata> {
  const [{ storeName }, t] = await Promise.all([getNavigation(), getTranslations('layout')]);
  const description = t('description', { storeName });
  return {
    title: { default: storeName, template: `%s · ${storeName}` },
    description,
    openGraph: { siteName: storeName, type: 'website', title: storeName, description },
    twitter: { card: 'summary', title: storeName, description },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#2d5b4e',
};

/**
 * Before the page paints: marks <html data-js>, so CSS can lay out what script will run
 * (the filter drawer on phones) without the page moving when it hydrates; and marks
 * <html data-member> when someone is signed in on this browser
 * (lib/shared/shopper-snapshot.ts), so CSS can hold the guest price and the guest's links
 * back until the shopper's own arrive. It reads a cookie that says only that.
 */
const MEMBER_HINT_SCRIPT = `document.documentElement.setAttribute('data-js','');if(document.cookie.split('; ').indexOf('${MEMBER_HINT_COOKIE}=1')>=0)document.documentElement.setAttribute('data-member','')`;

/**
 * Without JavaScript, what a page streams in after its static shell (the cart, the
 * account's pages, a form's answer) would stay in React's hidden holders at the end of
 * <body>, behind a "Loading…" that never goes: this shows them in the page's flow before
 * the footer (the body is a flex column) and hides the fallbacks they replace.
 */
const NO_SCRIPT_STREAMING_CSS = `<style>body>div[hidden][id^="S:"]{display:block!important}template[id^="B:"]+*{display:none!important}body>footer{order:1}</style>`;

/**
 * Every page: the shared header and footer, and the channel's scripts for shop pages in
 * <head> and at the end of <body>, where the store's `location` puts them; where the store
 * asks for cookie consent, the consent banner, and the scripts that need consent placed by
 * the browser once the shopper allows them (the page stays the same for everyone). The order page
 * adds the order confirmation scripts (it is where a shopper lands after checkout); being
 * an account page below this layout too, it also has the shop pages' ones.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const here = await pageLocale();
  // Before the store has named its languages (a build without a store).
  if (!here) notFound();
  const [{ storeName }, allScripts, privacy, t] = await Promise.all([
    getNavigation(),
    getScripts(SHOP_PAGES),
    getPrivacySettings(),
    getTranslations('layout'),
  ]);
  const { always: scripts, gated } = consentSplit(allScripts, privacy.cookieConsentEnabled);
  return (
    // The member hint script sets data-js and data-member on <html> before React hydrates it.
    <html lang={here.code} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: MEMBER_HINT_SCRIPT }} />
        <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STREAMING_CSS }} />
        <StoreScripts scripts={scripts} location="head" />
      </head>
      <body>
        <NextIntlClientProvider>
          {privacy.cookieConsentEnabled && (
            <ConsentManager
              privacyPolicyUrl={privacy.privacyPolicyUrl}
              scripts={gated.flatMap((script) => gatedScriptOf(script) ?? [])}
            />
          )}
          <LocalePrefixProvider prefix={here.prefix}>
            <ShopperProvider>
              <a href="#main" className="skip-link">
                {t('skipLink')}
              </a>
              <SiteHeader />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter storeName={storeName} consentEnabled={privacy.cookieConsentEnabled} />
            </ShopperProvider>
          </LocalePrefixProvider>
        </NextIntlClientProvider>
        <StoreScripts scripts={scripts} location="footer" />
      </body>
    </html>
  );
}
