import 'server-only';
import { cacheLife } from 'next/cache';
import { LRUCache } from 'lru-cache';
import { Kind, print } from 'graphql';
import { type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { StoreUnavailableError } from './errors';
import { storefrontQuery } from './graphql';
import { type InLocale, localeOfQuery } from './query-locale';
import { loggerFor } from '../observability/logger.mjs';

/**
 * How long a page built from a last known answer is kept: briefly, so that it is built
 * again from the store soon after the store is back (entries that expire in under five
 * minutes could not be part of a static page).
 */
export const LAST_KNOWN_CACHE_LIFE = { stale: 30, revalidate: 10, expire: 300 } as const;

/** Catalog answers kept in case the store goes away: enough for every page of a large shop. */
const lastKnown = new LRUCache<string, object>({ max: 20_000 });
const reported = new Set<string>();

/**
 * A catalog query (guest prices, shared by every shopper) from a 'use cache' loader. Each
 * answer is kept; while the store cannot be reached, the last one this process had is used
 * instead, and the entry made from it lives only LAST_KNOWN_CACHE_LIFE: a page whose
 * cached copy a webhook just expired still shows during an outage, with what it showed
 * before, and is brought up to date once the store answers. With no answer kept, the
 * outage is thrown as before. In the page's language, or the one `language` names.
 */
export async function catalogQuery<TData extends object, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  language: InLocale = {},
): Promise<TData> {
  // One answer kept per language too: an outage must not show a page another language's data.
  const locale = await localeOfQuery(language);
  const key = `${operationName(document)}:${locale ?? ''}:${JSON.stringify(variables)}`;
  try {
    const data = await storefrontQuery(document, variables, { customerId: null }, { locale });
    lastKnown.set(key, data);
    return data;
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    const kept = lastKnown.get(key) as TData | undefined;
    if (!kept) throw error;
    cacheLife(LAST_KNOWN_CACHE_LIFE);
    if (!reported.has(key)) {
      reported.add(key);
      loggerFor('store').warn(
        `storefront: ${error.message}; showing the last known answer to ${operationName(document)} until it answers again.`,
      );
    }
    return kept;
  }
}

const names = new WeakMap<object, string>();
function operationName(document: TypedDocumentNode<unknown, never>): string {
  let name = names.get(document);
  if (!name) {
    const operation = document.definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    name = operation?.name?.value ?? print(document).slice(0, 60);
    names.set(document, name);
  }
  return name;
}
