import { z } from 'zod';
import { pageQuery, csvList } from '../../http';
import { channelIdField, idText, nameField } from '../fields';
import {
  CONSENT_CATEGORIES,
  LOAD_METHODS,
  LOCATIONS,
  MAX_HTML_LENGTH,
  MAX_INTEGRITY_HASHES,
  SCRIPT_KINDS,
  SORT_FIELDS,
  VISIBILITIES,
} from './rules';

const oneOf = (field: string, values: readonly string[]) =>
  `${field} is one of ${values.join(', ')}`;

/** An absolute http(s) URL, or a protocol-relative one (`//cdn.example.com/app.js`). */
function isScriptUrl(value: string): boolean {
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A Subresource Integrity value: the algorithm, a dash and the base64 digest. */
const SRI_HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const scriptFields = z.object({
  name: nameField,
  description: z.string('description is a string'),
  html: z
    .string('html is a string')
    .max(MAX_HTML_LENGTH, `html is at most ${MAX_HTML_LENGTH} characters`),
  src: z
    .string('src is a string')
    .trim()
    .refine(
      isScriptUrl,
      'src is the http(s) URL of the script, e.g. https://cdn.example.com/app.js',
    ),
  auto_uninstall: z.boolean('auto_uninstall is true or false'),
  load_method: z.enum(LOAD_METHODS, oneOf('load_method', LOAD_METHODS)),
  location: z.enum(LOCATIONS, oneOf('location', LOCATIONS)),
  visibility: z.enum(VISIBILITIES, oneOf('visibility', VISIBILITIES)),
  kind: z.enum(SCRIPT_KINDS, oneOf('kind', SCRIPT_KINDS)),
  consent_category: z.enum(CONSENT_CATEGORIES, oneOf('consent_category', CONSENT_CATEGORIES)),
  enabled: z.boolean('enabled is true or false'),
  channel_id: channelIdField,
  integrity_hashes: z
    .array(
      z
        .string()
        .regex(
          SRI_HASH,
          'each integrity hash is sha256-, sha384- or sha512- followed by the base64 digest',
        ),
    )
    .max(MAX_INTEGRITY_HASHES, `at most ${MAX_INTEGRITY_HASHES} integrity hashes`),
});

/** `POST /v3/content/scripts`: only `name` is required; `uuid` and `api_client_id` are the service's. */
export const createScriptBody = scriptFields.partial().required({ name: true });

/** `PUT /v3/content/scripts/{uuid}`: fields left out keep their value. */
export const updateScriptBody = scriptFields.partial();
export type ScriptChanges = z.output<typeof updateScriptBody>;

export const listScriptsQuery = pageQuery.extend({
  sort: z.enum(SORT_FIELDS, oneOf('sort', SORT_FIELDS)).optional(),
  direction: z.enum(['asc', 'desc'], 'direction is asc or desc').default('asc'),
  'channel_id:in': csvList(idText).optional(),
});
export type ListScriptsQuery = z.output<typeof listScriptsQuery>;
