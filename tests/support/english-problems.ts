import { createTranslator } from 'next-intl';
import { wordProblem } from '@/lib/shared/problems';
import en from '@/messages/en.json';

const english = createTranslator({ locale: 'en', messages: en });
const list = new Intl.ListFormat('en', { type: 'unit', style: 'short' });

/**
 * A form's problem (lib/shared/problems.ts: a message key and values, as schemas and
 * actions give them) in the English the form shows, for tests that read what a shopper
 * reads.
 */
export const inEnglish = (text: string): string =>
  wordProblem(text, {
    t: (key, values) => english(key as never, values as never),
    has: (key) => english.has(key as never),
    list: (items) => list.format(items),
  });
