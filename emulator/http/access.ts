import { type AccessRule, type ScopeGroup } from '../core';

/** Endpoint needs the group's read-only or modify scope. */
export const read = (...groups: ScopeGroup[]): AccessRule =>
  groups.map((group) => ({ group, level: 'read' }));
/** Endpoint needs the group's modify (or manage) scope. */
export const modify = (...groups: ScopeGroup[]): AccessRule =>
  groups.map((group) => ({ group, level: 'modify' }));
