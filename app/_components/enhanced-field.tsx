'use client';

import { useSyncExternalStore } from 'react';
import { ENHANCED_FIELD } from '@/lib/shared/enhanced';

const noSubscription = () => () => undefined;

/**
 * The hidden `enhanced=1` field, rendered only once the form's script runs (after
 * hydration): a post without it came from a browser without JavaScript.
 */
export function EnhancedField() {
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return enhanced ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
