'use client';

import { useSyncExternalStore } from 'react';
import { ENHANCED_FIELD } from '@/lib/shared/enhanced';

const noSubscription = () => () => undefined;

/**
 * The hidden `enhanced=1` field, rendered only once the form's script runs (after
 * hydration): a post without it came from a browser without JavaScript.
 */
export function EnhancedField() {
  return useEnhanced() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}

/** Whether the component's script runs (false on the server and without JavaScript). */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
