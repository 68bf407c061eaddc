export function canonicalOriginOf(env: Record<string, string | undefined>): string;
export function canonicalLinksNote(env: Record<string, string | undefined>): string;
