import { getTranslations } from 'next-intl/server';
import type { PageLocale } from '@/lib/i18n/page-locale';
import styles from './site-header.module.css';

/**
 * A link per language the channel offers, to GET /language (app/language/route.ts), which
 * sends the shopper to the page they were on in that language: plain links, the same in
 * every page's static HTML, so the switch works without JavaScript. None with one language.
 */
export async function LanguageSwitch({ here }: { here: PageLocale }) {
  if (here.shop.all.length < 2) return null;
  const t = await getTranslations('languageSwitch');
  return (
    <nav aria-label={t('label')} className={styles.languages}>
      <ul>
        {here.shop.all.map((code) => {
          const name = languageName(code);
          const current = code === here.code;
          return (
            <li key={code}>
              <a
                href={`/language?to=${encodeURIComponent(code)}`}
                hrefLang={code}
                lang={code}
                rel="nofollow"
                aria-current={current ? 'page' : undefined}
                title={current ? t('current', { language: name }) : name}
              >
                {code.toUpperCase()}
                <span className="visually-hidden"> {name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A language's own name for itself (`français`, `Deutsch`), which its speakers look for. */
function languageName(code: string): string {
  return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
}
