import 'server-only';
import type en from '@/messages/en.json';

/** The interface strings the shop ships (messages/*.json); English is the reference. */
export type Messages = typeof en;

const CATALOGS: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('@/messages/en.json'),
  fr: () => import('@/messages/fr.json'),
  de: () => import('@/messages/de.json'),
};

/**
 * The messages for a store language: its own (`fr`), else its language's (`fr-CA` has
 * `fr`'s), else English, so a language the store offers before the shop has its strings
 * still shows a whole page.
 */
export async function messagesFor(code: string): Promise<Messages> {
  const load = CATALOGS[code] ?? CATALOGS[code.split('-')[0]!] ?? CATALOGS.en!;
  return (await load()).default;
}
