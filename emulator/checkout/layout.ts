import { storeTexts, textLanguageOf } from '../locales';
import { type Html, html } from '../core';
import { NO_SCRIPTS, type PageScripts } from './scripts';
import { CHECKOUT_CSS } from './styles';

/**
 * The page's icon, in the page itself (a padlock): without one the browser asks for
 * /favicon.ico, which this service does not have, and logs a 404 on every visit.
 */
const CHECKOUT_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect x="2" y="7" width="12" height="8" rx="1.5" fill="#2f5d50"/><path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="#2f5d50" stroke-width="1.6"/></svg>',
)}`;

/**
 * The page frame of the hosted checkout: the store's name as header (left out when embedded
 * in a storefront's frame), and the channel's scripts for the page at the end of <head>
 * and of <body>.
 */
export function layout(page: {
  title: string;
  /** The language of the page (the cart's); English when not given. */
  locale?: string;
  storeName: string;
  embedded?: boolean;
  body: Html;
  scripts?: PageScripts;
}): Html {
  const scripts = page.scripts ?? NO_SCRIPTS;
  const lang = textLanguageOf(page.locale);
  const t = storeTexts(lang).checkout;
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${CHECKOUT_ICON}">
<title>${page.title} · ${page.storeName}</title>
<style>${CHECKOUT_CSS}</style>
${scripts.head}</head>
<body class="${page.embedded ? 'embedded' : ''}">
${
  page.embedded
    ? ''
    : html`<a class="skip" href="#main">${t.skipToContent}</a>
<header class="site-header">
  <p class="store-name">${page.storeName}</p>
  <p class="secure">${t.secureCheckout}</p>
</header>`
}
<main id="main">
${page.body}
</main>
${scripts.footer}</body>
</html>`;
}
