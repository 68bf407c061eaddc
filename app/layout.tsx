import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getNavigation } from '@/lib/storefront/catalog';
import { SiteFooter } from './_components/site-footer';
import { SiteHeader } from './_components/site-header';
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { storeName } = await getNavigation();
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter storeName={storeName} />
      </body>
    </html>
  );
}
