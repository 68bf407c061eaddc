export function canonicalOriginOf(env: Record<string, string | undefined>): string;
