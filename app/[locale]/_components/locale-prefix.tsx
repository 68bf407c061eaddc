'use client';

import { type ReactNode, createContext, useContext } from 'react';

/** The page's language prefix ('' in the default language, `/fr`), for its links. */
const LocalePrefixContext = createContext('');

export function LocalePrefixProvider({
  prefix,
  children,
}: {
  prefix: string;
  children: ReactNode;
}) {
  return <LocalePrefixContext value={prefix}>{children}</LocalePrefixContext>;
}

export const useLocalePrefix = () => useContext(LocalePrefixContext);
