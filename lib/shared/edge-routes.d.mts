export declare const CATALOG_ROUTES: ReadonlyArray<{ source: string; keys: readonly string[] }>;
export declare function edgeKeyHeaders(
  keys: readonly string[],
): Array<{ key: string; value: string }>;
export declare const EDGE_KEY_HEADERS: readonly string[];
