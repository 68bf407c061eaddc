import { trusted } from '../core';

/**
 * The style sheet of the hosted checkout, inline so the page needs no other request and
 * the content security policy can forbid everything else. Colours keep at least 4.5:1
 * contrast; focus is always visible; the card fields hide (CSS only, no script) when the
 * shopper picks the test gateway.
 */
export const CHECKOUT_CSS = trusted(`
:root {
  --ink: #1d2521; --muted: #55605a; --line: #d9dcd6; --paper: #f5f4ef; --card: #ffffff;
  --accent: #1f5f4a; --accent-dark: #174637; --error: #b42318; --error-bg: #fdf0ee; --ok-bg: #eef6f2;
  --radius: 10px; color-scheme: light;
}
* { box-sizing: border-box; }
html { font-size: 100%; }
body {
  margin: 0; background: var(--paper); color: var(--ink);
  font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
a { color: var(--accent); }
a:hover { color: var(--accent-dark); }
:focus-visible { outline: 3px solid #e0a526; outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: var(--card); padding: .5rem 1rem; z-index: 2; }
.skip:focus { left: 1rem; }
.site-header {
  display: flex; justify-content: space-between; align-items: center; gap: 1rem;
  padding: 1rem clamp(1rem, 4vw, 3rem); background: var(--card); border-bottom: 1px solid var(--line);
}
.store-name { margin: 0; font-size: 1.25rem; font-weight: 700; letter-spacing: .01em; }
.secure { margin: 0; color: var(--muted); font-size: .9rem; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem clamp(1rem, 4vw, 3rem) 3rem; }
h1 { font-size: 1.75rem; margin: .5rem 0 1.25rem; }
h2 { font-size: 1.15rem; margin: 0 0 1rem; }
.columns { display: grid; gap: 1.5rem; grid-template-columns: 1fr; align-items: start; }
@media (min-width: 56rem) { .columns { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); } .aside { order: 2; position: sticky; top: 1rem; } }
.aside, .main { display: grid; gap: 1.5rem; align-content: start; }
.inline { display: flex; gap: .5rem; }
.inline input { flex: 1; }
.secondary {
  font: inherit; font-weight: 700; color: var(--accent); background: var(--card); border: 1px solid var(--accent);
  border-radius: 8px; padding: .6rem 1rem; cursor: pointer; white-space: nowrap;
}
.secondary:hover { background: var(--ok-bg); }
.saved-addresses .field { margin-bottom: .75rem; }
.applied { list-style: none; margin: .75rem 0 0; padding: 0; display: grid; gap: .4rem; }
.applied li { display: flex; justify-content: space-between; gap: .75rem; align-items: baseline; font-size: .95rem; }
.link { font: inherit; color: var(--accent); background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; }
.ok { margin: .3rem 0 0; color: var(--accent-dark); font-size: .9rem; font-weight: 600; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.panel { background: var(--card); border: 1px solid var(--line); border-radius: var(--radius); padding: 1.25rem 1.5rem; }
.lines { list-style: none; margin: 0; padding: 0; }
.line { display: grid; grid-template-columns: 4rem 1fr auto; gap: .75rem; align-items: center; padding: .75rem 0; border-bottom: 1px solid var(--line); }
.line img, .line .no-image { width: 4rem; height: 4rem; border-radius: 8px; background: var(--paper); object-fit: cover; border: 1px solid var(--line); }
.line-name { margin: 0; font-weight: 600; }
.line-meta { margin: 0; color: var(--muted); font-size: .9rem; }
.line-price { margin: 0; font-variant-numeric: tabular-nums; font-weight: 600; }
.totals { margin: 1rem 0 0; }
.totals div { display: flex; justify-content: space-between; padding: .25rem 0; }
.totals dt { color: var(--muted); }
.totals dd { margin: 0; font-variant-numeric: tabular-nums; }
.totals .grand { border-top: 1px solid var(--line); margin-top: .5rem; padding-top: .75rem; font-size: 1.15rem; font-weight: 700; }
.totals .grand dt { color: var(--ink); }
form fieldset { border: 0; margin: 0 0 1.5rem; padding: 0; }
form legend { font-size: 1.15rem; font-weight: 700; margin-bottom: .75rem; padding: 0; }
.grid { display: grid; gap: .9rem 1rem; grid-template-columns: 1fr; }
@media (min-width: 36rem) { .grid.two { grid-template-columns: 1fr 1fr; } .span-2 { grid-column: span 2; } }
.field label { display: block; font-weight: 600; margin-bottom: .3rem; }
.optional { color: var(--muted); font-weight: 400; }
.field input, .field select, .field textarea {
  width: 100%; font: inherit; color: inherit; background: var(--card);
  padding: .65rem .75rem; border: 1px solid #8a918c; border-radius: 8px;
}
.field textarea { min-height: 5rem; resize: vertical; }
.field.spaced { margin-bottom: 1.25rem; }
.field [aria-invalid="true"] { border-color: var(--error); box-shadow: 0 0 0 1px var(--error); }
.hint { margin: .3rem 0 0; color: var(--muted); font-size: .875rem; }
.error { margin: .3rem 0 0; color: var(--error); font-size: .9rem; font-weight: 600; }
.choices { display: grid; gap: .6rem; }
.choice {
  display: flex; gap: .75rem; align-items: flex-start; padding: .8rem 1rem;
  border: 1px solid var(--line); border-radius: 8px; background: var(--card); cursor: pointer;
}
.choice:has(input:checked) { border-color: var(--accent); background: var(--ok-bg); }
.choice input { margin-top: .3rem; accent-color: var(--accent); width: 1.1rem; height: 1.1rem; }
.choice-title { font-weight: 600; }
.choice-detail { display: block; color: var(--muted); font-size: .9rem; }
.choice-price { margin-left: auto; font-weight: 600; font-variant-numeric: tabular-nums; }
.card-fields { margin-top: 1rem; padding: 1rem; border: 1px dashed var(--line); border-radius: 8px; }
.payment:has(#payment-test_gateway:checked) .card-fields { display: none; }
.check { display: flex; gap: .6rem; align-items: flex-start; margin-bottom: 1.25rem; }
.check input { margin-top: .3rem; width: 1.1rem; height: 1.1rem; accent-color: var(--accent); }
.place-order {
  width: 100%; font: inherit; font-size: 1.1rem; font-weight: 700; color: #fff; background: var(--accent);
  border: 0; border-radius: 8px; padding: .9rem 1.25rem; cursor: pointer;
}
.place-order:hover { background: var(--accent-dark); }
.alert { border: 1px solid var(--error); background: var(--error-bg); border-radius: var(--radius); padding: 1rem 1.25rem; margin-bottom: 1.5rem; }
.alert h2 { color: var(--error); margin-bottom: .5rem; }
.alert ul { margin: 0; padding-left: 1.25rem; }
.notice { max-width: 36rem; margin: 3rem auto; text-align: center; }
.notice .panel { padding: 2rem; }
.button-link {
  display: inline-block; margin-top: 1rem; padding: .75rem 1.25rem; border-radius: 8px;
  background: var(--accent); color: #fff; text-decoration: none; font-weight: 700;
}
.button-link:hover { background: var(--accent-dark); color: #fff; }
.embedded main { padding-top: .5rem; }
`);
