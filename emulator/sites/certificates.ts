import { X509Certificate, createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import { modify, read, unprocessable, one, csvList, idParam, parseInput } from '../http';
import { parseHttpUrl } from './rules';
import { requireSite } from './site-actions';
import { type SiteRow, siteJson } from './site-repository';

/**
 * TLS certificates of a site's domains (`/v3/sites/{id}/certificate`, `/v3/sites/certificates`).
 * The service checks a certificate the way a server installing it would (PEM, not expired,
 * matching the private key and the domain) and keeps the certificate and its intermediates.
 * It does not keep the private key: nothing here serves TLS for the domain, and a key that
 * is never stored cannot leak.
 */
export const siteCertificatesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS site_certificates (
    site_id INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    certificate TEXT NOT NULL,
    intermediate_certificates TEXT NOT NULL,
    installed_at INTEGER NOT NULL,
    PRIMARY KEY (site_id, url)
  );
`;

interface CertificateRow {
  site_id: number;
  url: string;
  certificate: string;
  intermediate_certificates: string;
}

const pem = (what: string) => z.string().trim().min(1, `${what} is required, PEM encoded`);

/**
 * A bare host with an optional port (`kittens.mybigcommerce.com`, the form of the
 * reference's own example), as a certificate's `url` may name a domain.
 */
const BARE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?\/?$/i;

/**
 * Where a certificate goes: a URL of the site as the site answers (`https://host/`), with or
 * without the trailing slash, or the bare host of the reference's example.
 */
const certificateUrl = z
  .string()
  .trim()
  .max(2048, 'url is at most 2048 characters')
  .refine(
    (value) => parseHttpUrl(value) !== null || BARE_HOST.test(value),
    'url must be a URL of the site, e.g. "https://shop.example.com/", or its host, e.g. "shop.example.com"',
  );

const installBody = z.object({
  url: certificateUrl.optional(),
  certificate: z.object({
    certificate: pem('certificate.certificate'),
    private_key: pem('certificate.private_key'),
    intermediate_certificates: z.string().default(''),
  }),
});

const listQuery = z.object({ 'urls:in': csvList(z.string()).optional() });

/** `Jan  4 04:15:50 2018 GMT` (OpenSSL's form) -> RFC 3339. */
const rfc3339 = (openSslDate: string) => new Date(openSslDate).toISOString();

function certificateDetail(row: CertificateRow) {
  const x509 = new X509Certificate(row.certificate);
  return {
    common_name: /(?:^|\n)CN=([^\n]*)/.exec(x509.subject)?.[1] ?? '',
    subject_alternative_names: (x509.subjectAltName ?? '')
      .split(', ')
      .filter((name) => name.startsWith('DNS:'))
      .map((name) => name.slice(4)),
    validity_not_before: rfc3339(x509.validFrom),
    validity_not_after: rfc3339(x509.validTo),
    issuer: x509.issuer.replace(/\n/g, ', '),
    certificate: row.certificate,
    intermediate_certificates: row.intermediate_certificates,
  };
}

/** The certificate, checked as a TLS server would check it before serving it for `host`. */
function checkedCertificate(
  ctx: ServiceContext,
  body: z.output<typeof installBody>['certificate'],
  host: string,
): X509Certificate {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(body.certificate);
  } catch {
    throw unprocessable('certificate.certificate is not a PEM encoded X.509 certificate.', {
      'certificate.certificate': 'not a PEM certificate',
    });
  }
  let matchesKey = false;
  try {
    matchesKey = x509.checkPrivateKey(createPrivateKey(body.private_key));
  } catch {
    // Said below without repeating the key: it is a secret.
    throw unprocessable('certificate.private_key is not a PEM encoded private key.', {
      'certificate.private_key': 'not a PEM private key',
    });
  }
  if (!matchesKey) {
    throw unprocessable('The private key does not belong to the certificate.', {
      'certificate.private_key': 'does not match the certificate',
    });
  }
  if (Date.parse(x509.validTo) <= ctx.clock.now()) {
    throw unprocessable(`The certificate expired on ${rfc3339(x509.validTo)}.`, {
      'certificate.certificate': 'expired',
    });
  }
  const matchesHost = isIP(host) ? x509.checkIP(host) : x509.checkHost(host);
  if (!matchesHost) {
    throw unprocessable(
      `The certificate is not valid for ${host}; its names are ${x509.subjectAltName ?? x509.subject}.`,
      {
        'certificate.certificate': `not valid for ${host}`,
      },
    );
  }
  return x509;
}

/** The URLs a site answers on, by which a certificate can be installed. */
const siteUrls = (ctx: ServiceContext, site: SiteRow) => siteJson(ctx, site).urls.map((u) => u.url);

const hostOf = (url: string) => new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * What two spellings of one address share: host and port, and the path without its
 * trailing slash (`https://Shop.example.com/` and `shop.example.com` are one address).
 * The scheme is left out: a bare host has none, and a certificate is for the host.
 */
function addressKey(value: string): string {
  const url = parseHttpUrl(value) ?? parseHttpUrl(`https://${value}`);
  if (!url) return value;
  return `${url.host}${url.pathname.replace(/\/+$/, '')}`.toLowerCase();
}

/** The site's own spelling of a URL given in any of the accepted forms, or undefined. */
const knownUrl = (known: string[], given: string) =>
  known.find((url) => url === given) ?? known.find((url) => addressKey(url) === addressKey(given));

export function registerCertificateEndpoints(app: FastifyInstance, ctx: ServiceContext): void {
  const siteOf = (params: unknown) =>
    requireSite(ctx, idParam((params as { siteId: string }).siteId, 'site_id'));

  app.get('/v3/sites/:siteId/certificate', { config: { access: read('sites') } }, (request) => {
    const site = siteOf(request.params);
    const row = ctx.db
      .prepare('SELECT * FROM site_certificates WHERE site_id = ? AND url = ?')
      .get(site.id, site.url) as CertificateRow | undefined;
    // Without a certificate of its own the site is served with the store's shared one.
    return one({
      status: row ? 'dedicated' : 'shared',
      installed_certificate: row ? certificateDetail(row) : null,
    });
  });

  app.put('/v3/sites/:siteId/certificate', { config: { access: modify('sites') } }, (request) => {
    const site = siteOf(request.params);
    const body = parseInput(installBody, request.body, 'Certificate');
    const known = siteUrls(ctx, site);
    // Kept as the site spells it, so that GET /v3/sites/certificates finds it by that URL.
    const url = body.url === undefined ? site.url : knownUrl(known, body.url);
    if (url === undefined) {
      throw unprocessable(
        `${body.url} is not a URL of site ${site.id}; use one of ${known.join(', ')} (or its host) or leave url out for the primary one.`,
        {
          url: 'not a URL of this site',
        },
      );
    }
    checkedCertificate(ctx, body.certificate, hostOf(url));
    ctx.db
      .prepare(
        `INSERT INTO site_certificates (site_id, url, certificate, intermediate_certificates, installed_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (site_id, url) DO UPDATE SET certificate = excluded.certificate,
           intermediate_certificates = excluded.intermediate_certificates, installed_at = excluded.installed_at`,
      )
      .run(
        site.id,
        url,
        body.certificate.certificate,
        body.certificate.intermediate_certificates,
        ctx.clock.now(),
      );
    return one({});
  });

  app.get('/v3/sites/certificates', { config: { access: read('sites') } }, (request) => {
    const urls = parseInput(listQuery, request.query, 'Query')['urls:in'];
    const rows = ctx.db
      .prepare('SELECT * FROM site_certificates ORDER BY site_id, url')
      .all() as CertificateRow[];
    const wanted = urls?.length
      ? rows.filter((row) =>
          urls.some((url) => url === hostOf(row.url) || addressKey(url) === addressKey(row.url)),
        )
      : rows;
    return one(wanted.map(certificateDetail));
  });
}
