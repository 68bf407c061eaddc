import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { z } from 'zod';
import { ENTITY_TYPES, type EntityType, type ThemeDefinition, type ThemeSettings } from './library';

/**
 * Theme bundles: the zip files themes are uploaded and downloaded as. A bundle holds
 * `config.json` (the theme's name, its variations and its default settings) and its
 * templates; the custom templates are the files under `templates/pages/custom/<entity
 * type>/`. A bundle may keep everything in one top folder, as zipping a theme folder does.
 * fflate reads and writes them in memory.
 */

/** Largest theme bundle taken (the real service's upload limit). */
export const MAX_BUNDLE_BYTES = 50 * 1024 * 1024;
/** config.json above this size is refused unread: a theme's configuration is small. */
const MAX_CONFIG_BYTES = 1024 * 1024;

// Configurations here hold text, numbers and true/false; other settings of a bundle (lists, objects) are left out.
const settingValue = z.union([z.string(), z.number(), z.boolean()]);
const configSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(100),
  settings: z
    .record(z.string(), settingValue.or(z.unknown().transform(() => undefined)))
    .default({}),
  variations: z
    .array(
      z.object({
        id: z.string().trim().min(1, 'is required').max(100),
        name: z.string().trim().min(1, 'is required').max(100),
        meta: z.object({ desc: z.string().max(1000).optional() }).optional(),
      }),
    )
    .min(1, 'a theme has at least one variation')
    .max(20),
});

export type BundleProblem = { error: string; message: string };

/** What an uploaded bundle is: a theme to install, or the problems that stop it. */
export type ReadBundle =
  { ok: true; definition: ThemeDefinition } | { ok: false; problems: BundleProblem[] };

const CUSTOM_TEMPLATE = /^templates\/pages\/custom\/(product|category|brand|page)\/([^/]+\.html)$/;

export function readBundle(bytes: Uint8Array): ReadBundle {
  let entries: Record<string, Uint8Array>;
  const names: string[] = [];
  try {
    // Only config.json is decompressed (and only when small); the rest is listed by name.
    entries = unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return /(^|\/)config\.json$/.test(file.name) && file.originalSize <= MAX_CONFIG_BYTES;
      },
    });
  } catch {
    return {
      ok: false,
      problems: [
        {
          error: 'invalid_bundle',
          message: 'The file is not a zip archive: upload the theme as a .zip file.',
        },
      ],
    };
  }
  const configPath = names
    .filter((n) => /(^|\/)config\.json$/.test(n))
    .sort((a, b) => a.split('/').length - b.split('/').length)[0];
  if (!configPath)
    return {
      ok: false,
      problems: [
        {
          error: 'missing_config',
          message: 'The bundle has no config.json: a theme names itself and its variations there.',
        },
      ],
    };
  const root = configPath.slice(0, -'config.json'.length);
  const configBytes = entries[configPath];
  if (!configBytes)
    return {
      ok: false,
      problems: [
        {
          error: 'invalid_config',
          message: `config.json is larger than ${MAX_CONFIG_BYTES} bytes.`,
        },
      ],
    };
  let config: z.output<typeof configSchema>;
  try {
    const parsed = configSchema.safeParse(JSON.parse(strFromU8(configBytes)));
    if (!parsed.success) {
      return {
        ok: false,
        problems: parsed.error.issues.map((issue) => ({
          error: 'invalid_config',
          message: `config.json ${issue.path.join('.') || '(root)'}: ${issue.message}`,
        })),
      };
    }
    config = parsed.data;
  } catch {
    return {
      ok: false,
      problems: [{ error: 'invalid_config', message: 'config.json is not valid JSON.' }],
    };
  }
  const ids = config.variations.map((v) => v.id);
  if (new Set(ids).size !== ids.length)
    return {
      ok: false,
      problems: [
        {
          error: 'invalid_config',
          message: 'config.json variations: each variation needs its own id.',
        },
      ],
    };
  const customTemplates = Object.fromEntries(
    ENTITY_TYPES.map((type) => [type, [] as string[]]),
  ) as Record<EntityType, string[]>;
  for (const name of names) {
    const match = name.startsWith(root) ? CUSTOM_TEMPLATE.exec(name.slice(root.length)) : null;
    if (match) customTemplates[match[1] as EntityType].push(match[2]!);
  }
  const settings = Object.fromEntries(
    Object.entries(config.settings).filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
    ),
  );
  return {
    ok: true,
    definition: {
      // Uploading a theme of the same name again makes a new version of it.
      key: `upload:${config.name.toLowerCase()}`,
      name: config.name,
      isPrivate: true,
      variations: config.variations.map((v) => ({
        externalId: v.id,
        name: v.name,
        description: v.meta?.desc ?? '',
      })),
      customTemplates,
      settings,
    },
  };
}

/** A bundle of a library theme: its config.json and a page for each custom template. */
export function libraryBundle(definition: {
  name: string;
  variations: ThemeDefinition['variations'];
  customTemplates: ThemeDefinition['customTemplates'];
  settings: ThemeSettings;
}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'config.json': strToU8(
      JSON.stringify(
        {
          name: definition.name,
          version: '1.0.0',
          settings: definition.settings,
          variations: definition.variations.map((v) => ({
            name: v.name,
            id: v.externalId,
            meta: { desc: v.description },
          })),
        },
        null,
        2,
      ),
    ),
  };
  for (const type of ENTITY_TYPES) {
    for (const file of definition.customTemplates[type]) {
      files[`templates/pages/custom/${type}/${file}`] = strToU8(
        `{{> layout/base}}\n{{!-- ${definition.name}: custom ${type} template ${file} --}}\n`,
      );
    }
  }
  return zipSync(files);
}
