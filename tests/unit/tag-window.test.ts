import { describe, expect, it } from 'vitest';
import { TagWindow } from '@/lib/webhooks/tag-window';

/** Which tags a burst's callbacks revalidate at once and which wait (lib/webhooks/tag-window.ts), on a clock of the test's. */
describe('the tag window', () => {
  it('revalidates a tag at once when the window is quiet, and holds later ones for one trailing run', () => {
    let now = 0;
    const window = new TagWindow(1000, () => now);

    expect(window.admit(['product:1', 'products'])).toEqual({
      now: ['product:1', 'products'],
      deferred: [],
      startsTrailingRun: false,
    });
    now = 10;
    expect(window.admit(['product:2', 'products'])).toEqual({
      now: ['product:2'],
      deferred: ['products'],
      startsTrailingRun: true,
    });
    now = 20;
    // One trailing run for the window; a tag naming one product never waits (its page
    // shows a second change at the next request, however soon after the first).
    expect(window.admit(['product:1', 'products'])).toEqual({
      now: ['product:1'],
      deferred: ['products'],
      startsTrailingRun: false,
    });
    now = 1010;
    expect(window.takeWaiting()).toEqual(['products']);
    // Just run: a change now waits for the next window again.
    expect(window.admit(['products']).deferred).toEqual(['products']);
    now = 5000;
    expect(window.takeWaiting()).toEqual(['products']);
    now = 7000;
    expect(window.admit(['products']).now).toEqual(['products']);
  });

  it('lets a failed revalidation run again, and puts a failed trailing run back to wait', () => {
    let now = 0;
    const window = new TagWindow(1000, () => now);
    window.admit(['products']);
    window.forget(['products']);
    expect(window.admit(['products']).now).toEqual(['products']);

    window.admit(['products']);
    const waiting = window.takeWaiting();
    window.putBack(waiting);
    now = 10;
    expect(window.admit(['product:3'])).toEqual({
      now: ['product:3'],
      deferred: [],
      startsTrailingRun: true,
    });
    expect(window.takeWaiting()).toEqual(['products']);
  });
});
