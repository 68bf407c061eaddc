import { type ServiceContext } from '../core';
import { insertZone } from '../shipping';

/**
 * The demo store's shipping zones, each method kind in use: flat rates, a per-item rate
 * and free shipping from an order amount, with a postal-code zone (a local courier in
 * Brooklyn) and a state zone (Alaska and Hawaii) more specific than the country's. Option
 * ids `standard` and `express` are the contiguous United States', the zone most demo
 * addresses fall in.
 */
export function seedDemoShipping(ctx: ServiceContext): void {
  if (ctx.db.prepare('SELECT 1 FROM shipping_zones LIMIT 1').get()) return;
  insertZone(ctx, { name: 'United States', type: 'country', locations: [{ country_iso2: 'US' }] }, [
    {
      option_id: 'standard',
      name: 'Standard shipping',
      type: 'flat_rate',
      amount: 599,
      delivery: '3 to 5 business days',
    },
    {
      option_id: 'free',
      name: 'Free shipping',
      type: 'free_over',
      amount: 7500,
      delivery: '4 to 6 business days',
    },
    {
      option_id: 'express',
      name: 'Express shipping',
      type: 'per_item',
      amount: 750,
      delivery: '1 to 2 business days',
    },
  ]);
  insertZone(
    ctx,
    {
      name: 'Alaska and Hawaii',
      type: 'state',
      locations: [
        { country_iso2: 'US', state_iso2: 'AK' },
        { country_iso2: 'US', state_iso2: 'HI' },
      ],
    },
    [
      {
        option_id: 'ak-hi-standard',
        name: 'Standard shipping (Alaska and Hawaii)',
        type: 'flat_rate',
        amount: 1499,
        delivery: '5 to 8 business days',
      },
      {
        option_id: 'ak-hi-express',
        name: 'Express shipping (Alaska and Hawaii)',
        type: 'per_item',
        amount: 1699,
        delivery: '2 to 3 business days',
      },
    ],
  );
  insertZone(
    ctx,
    {
      name: 'Brooklyn local delivery',
      type: 'zip',
      locations: [{ country_iso2: 'US', zip: '112*' }],
    },
    [
      {
        option_id: 'local-courier',
        name: 'Local courier',
        type: 'flat_rate',
        amount: 399,
        delivery: 'Next business day',
      },
      {
        option_id: 'standard-local',
        name: 'Standard shipping',
        type: 'flat_rate',
        amount: 599,
        delivery: '3 to 5 business days',
      },
      {
        option_id: 'free-local',
        name: 'Free shipping',
        type: 'free_over',
        amount: 7500,
        delivery: '4 to 6 business days',
      },
    ],
  );
  insertZone(ctx, { name: 'Canada', type: 'country', locations: [{ country_iso2: 'CA' }] }, [
    {
      option_id: 'canada-standard',
      name: 'International standard',
      type: 'flat_rate',
      amount: 1999,
      delivery: '6 to 10 business days',
    },
    {
      option_id: 'canada-free',
      name: 'Free international shipping',
      type: 'free_over',
      amount: 15000,
      delivery: '8 to 12 business days',
    },
  ]);
  insertZone(ctx, { name: 'Rest of the world', type: 'global', locations: [] }, [
    {
      option_id: 'international',
      name: 'International shipping',
      type: 'flat_rate',
      amount: 2999,
      delivery: '7 to 14 business days',
    },
  ]);
}
