import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getNavigation } from '@/lib/storefront/catalog';
import { SHOP_PAGES, getScripts } from '@/lib/storefront/scripts';
import { SiteFooter } from './_components/site-footer';
import { SiteHeader } from './_components/site-header';
import { StoreScripts } from './_components/store-scripts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { storeName } = await getNavigation();
  return {
    title: { default: storeName, template: `%s · ${storeName}` },
    description: `Shop online at ${storeName}.`,
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#2d5b4e',
};

/**
 * Every page: the shared header and footer, and the channel's scripts for shop pages in
 * <head> and at the end of <body>, where the store's `location` puts them. The order page
 * adds the order confirmation scripts (it is where a shopper lands after checkout); being
 * an account page below this layout too, it also has the shop pages' ones.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [{ storeName }, scripts] = await Promise.all([getNavigation(), getScripts(SHOP_PAGES)]);
  return (
    <html lang="en">
      <head>
        <StoreScripts scripts={scripts} location="head" />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter storeName={storeName} />
        <StoreScripts scripts={scripts} location="footer" />
      </body>
    </html>
  );
}
