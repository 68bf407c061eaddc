export declare const DEFAULT_LOCALE_SEGMENT: 'default';
export declare const UNPREFIXED_PAGES: ReadonlyArray<{ source: string; destination: string }>;
