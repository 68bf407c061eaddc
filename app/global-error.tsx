'use client';

import { routePath } from '@/lib/shared/routes';

/**
 * The last resort when even the layout failed (its styles are not loaded, so it carries
 * its own). Never shows error details.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body
        style={{
          margin: 0,
          fontFamily: 'system-ui, sans-serif',
          background: '#faf8f4',
          color: '#1f1d1a',
        }}
      >
        <title>The shop is unavailable</title>
        <main style={{ maxWidth: '36rem', margin: '15vh auto', padding: '0 1.5rem' }}>
          <h1 style={{ fontFamily: 'Georgia, serif' }}>The shop is taking a short break</h1>
          <p>
            We could not load this page because our store is not answering right now. Please try
            again in a moment.
          </p>
          <p>
            <button
              type="button"
              onClick={() => retry()}
              style={{
                padding: '0.7rem 1.3rem',
                border: 0,
                borderRadius: 6,
                background: '#2d5b4e',
                color: '#fff',
                fontWeight: 600,
              }}
            >
              Try again
            </button>{' '}
            {/* A full page load: the app's router may be what failed. */}
            <a href={routePath('home')} style={{ color: '#2d5b4e', marginLeft: '1rem' }}>
              Home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
