import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Clock, systemClock } from '@/emulator/core/clock';
import { type WebhookDeliveryControl } from '@/emulator/webhooks/delivery-control';
import { webhookDeliveryOf } from '@/emulator/webhooks/delivery-of';
import { type StoreService } from '@/emulator/server';
import { type TestStore } from './store-service';

export interface ReceivedCallback {
  /** Time of the service's clock when the callback arrived (virtual time in tests with a VirtualClock). */
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** The status to answer a callback with, or 'hang' to never answer it. */
export type Responder = (callback: ReceivedCallback) => number | 'hang';

export interface Receiver {
  origin: string;
  url(path?: string): string;
  received: ReceivedCallback[];
  respond: Responder;
  /** Resolves once `count` callbacks arrived in total (real time). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCallback[]>;
  close(): Promise<void>;
}

/**
 * A webhook destination a test controls: records every callback (with the service clock's
 * time) and answers with what `respond` says, 200 by default.
 */
export async function startReceiver(
  options: {
    clock?: Clock;
    host?: string;
    respond?: Responder;
    tls?: { key: string; cert: string };
  } = {},
): Promise<Receiver> {
  const clock = options.clock ?? systemClock;
  const received: ReceivedCallback[] = [];
  const waiters = new Set<() => void>();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const callback: ReceivedCallback = {
        at: clock.now(),
        path: req.url ?? '/',
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
      };
      received.push(callback);
      for (const wake of waiters) wake();
      const status = receiver.respond(callback);
      if (status !== 'hang') res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  };
  const server: Server = options.tls
    ? createHttpsServer(options.tls, handler)
    : createHttpServer(handler);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `${options.tls ? 'https' : 'http'}://${host}:${port}`;

  const receiver: Receiver = {
    origin,
    url: (path = '/webhooks') => `${origin}${path}`,
    received,
    respond: options.respond ?? (() => 200),
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanup();
          resolve(received);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`expected ${count} callbacks within ${timeoutMs} ms, got ${received.length}`),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return receiver;
}

/**
 * A self-signed certificate (with its key) made with the openssl command, for 127.0.0.1 or
 * the given DNS name, or null when the machine has no openssl (the test using it is then
 * skipped).
 */
export function selfSignedCertificate(host = '127.0.0.1'): { key: string; cert: string } | null {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-tls-'));
  const altName = /^[\d.]+$/.test(host) ? `IP:${host}` : `DNS:${host}`;
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=${altName}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The delivery engine of a running service (its `whenIdle()` waits for callbacks in flight). */
export function deliveryOf(service: StoreService): WebhookDeliveryControl {
  const control = webhookDeliveryOf(service.ctx);
  if (!control) throw new Error('the store service runs no webhook delivery module');
  return control;
}

/**
 * Creates a hook as the primary account (with both auth headers) and returns the created
 * webhook object; `is_active` (required) is true unless the body says otherwise.
 */
export async function createHook(
  store: TestStore,
  body: Record<string, unknown>,
  version: 'v2' | 'v3' = 'v3',
): Promise<any> {
  const res = await store.api('POST', `/${version}/hooks`, {
    body: { is_active: true, ...body },
    headers: { 'x-auth-client': store.primaryAccount.clientId },
  });
  if (res.status !== 200)
    throw new Error(`hook create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return version === 'v3' ? res.body.data : res.body;
}
