export function processWideKey(name: string): symbol;
export function processWide<T>(name: string, make: () => T): T;
