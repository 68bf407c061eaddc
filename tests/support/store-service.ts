import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStoreService, type StoreService, type StoreServiceOptions } from '@/emulator/server';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestStore extends StoreService {
  /** Calls the management API as the all-scopes account (or with `token`). */
  api<T = any>(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      rawBody?: string;
      token?: string | null;
      headers?: Record<string, string>;
    },
  ): Promise<ApiResponse<T>>;
}

/** A local store service on a free port with a fresh in-memory database. */
export async function startTestStore(
  options: Partial<StoreServiceOptions> = {},
): Promise<TestStore> {
  const service = await startStoreService({ db: ':memory:', port: 0, ...options });
  return Object.assign(service, {
    async api<T>(
      method: string,
      path: string,
      {
        body,
        rawBody,
        token,
        headers = {},
      }: {
        body?: unknown;
        rawBody?: string;
        token?: string | null;
        headers?: Record<string, string>;
      } = {},
    ): Promise<ApiResponse<T>> {
      const authToken = token === undefined ? service.primaryAccount.accessToken : token;
      const response = await fetch(`${service.apiUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body !== undefined || rawBody !== undefined
            ? { 'content-type': 'application/json' }
            : {}),
          ...(authToken ? { 'x-auth-token': authToken } : {}),
          ...headers,
        },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: (text ? JSON.parse(text) : null) as T,
      };
    },
  });
}

/** A database file in a new temporary folder, for tests that restart the service. */
export function tempDbPath(): string {
  return join(mkdtempSync(join(tmpdir(), 'store-service-')), 'store.db');
}
