import { type Html, html, trusted } from '../core';
import { type StoredEmail } from './email';

/**
 * `/local/outbox` as a person reads it in a browser: each message with its recipient,
 * subject, time and text, links clickable. Scripts get the same list as JSON (asked for
 * with `?format=json` or without text/html in Accept, which fetch and curl do not send).
 */
export function outboxPage(emails: readonly StoredEmail[], storeName: string): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox · ${storeName}</title>
<style>${trusted(OUTBOX_CSS)}</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p class="lead">The e-mails ${storeName} has “sent”, newest first (${emails.length}). The same list for scripts: <a href="?format=json">JSON</a>.</p>
${emails.length ? emails.map(message) : html`<p>No e-mails yet.</p>`}
</main>
</body>
</html>`;
}

function message(email: StoredEmail): Html {
  return html`<article>
<h2>${email.subject}</h2>
<p class="meta">To <strong>${email.to}</strong> · ${email.kind} · <time datetime="${email.sentAt}">${email.sentAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time></p>
<pre>${linked(email.body)}</pre>
</article>`;
}

/** The body with its web addresses as links (the rest escaped as text). */
function linked(body: string): Html[] {
  return body
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, i) => (i % 2 ? html`<a href="${part}">${part}</a>` : html`${part}`));
}

const OUTBOX_CSS = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2421; background: #f6f4ef; }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { margin: 0 0 0.25rem; }
.lead, .meta { color: #5b625e; }
article { margin-top: 1rem; padding: 1rem 1.25rem; border: 1px solid #ddd8cc; border-radius: 8px; background: #fff; }
h2 { margin: 0; font-size: 1.1rem; }
.meta { margin: 0.25rem 0 0.75rem; font-size: 0.875rem; }
pre { margin: 0; font: 0.95rem/1.5 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
a { color: #2f5d50; }
`;
