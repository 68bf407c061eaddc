import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import {
  ASSOCIATIONS_PATH,
  type DemoEntityIds,
  demoEntityIds,
  tokenWith,
} from '../support/theme-fixtures';

let store: TestStore;
let clock: VirtualClock;
let ids: DemoEntityIds;
beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 2, 1, 12));
  store = await startTestStore({ clock });
  ids = await demoEntityIds(store);
});
afterAll(() => store.close());
beforeEach(async () => {
  await store.api('DELETE', `${ASSOCIATIONS_PATH}?channel_id=1`);
});

const put = (body: unknown, token?: string) => store.api('PUT', ASSOCIATIONS_PATH, { body, token });
const list = (query = '', token?: string) =>
  store.api('GET', `${ASSOCIATIONS_PATH}${query}`, { token });
const product = (file_name: string, entity_id = ids.products[0]!, channel_id = 1) => ({
  channel_id,
  entity_type: 'product',
  entity_id,
  file_name,
});

describe('PUT custom template associations (E1)', () => {
  it('stores an association to a template of the active theme as valid, in the reference shape', async () => {
    const res = await put([product('featured.html')]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          id: expect.any(Number),
          channel_id: 1,
          entity_type: 'product',
          entity_id: ids.products[0],
          file_name: 'featured.html',
          is_valid: true,
          date_created: '2026-03-01T12:00:00.000Z',
          date_modified: '2026-03-01T12:00:00.000Z',
        },
      ],
      meta: {},
    });
  });

  it('stores an unknown .html file name, marked is_valid false', async () => {
    const res = await put([product('no-such-template.html')]);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ file_name: 'no-such-template.html', is_valid: false });
    // A template of another entity type is not one of this type's templates.
    const wrongType = await put([product('minimal.html', ids.products[1])]);
    expect(wrongType.body.data[0].is_valid).toBe(false);
  });

  it('associates every entity type with its own templates', async () => {
    const res = await put([
      {
        channel_id: 1,
        entity_type: 'category',
        entity_id: ids.category,
        file_name: 'grid-wide.html',
      },
      { channel_id: 1, entity_type: 'brand', entity_id: ids.brand, file_name: 'minimal.html' },
      { channel_id: 1, entity_type: 'page', entity_id: ids.page, file_name: 'contact-form.html' },
    ]);
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((a: { entity_type: string; is_valid: boolean }) => [
        a.entity_type,
        a.is_valid,
      ]),
    ).toEqual([
      ['category', true],
      ['brand', true],
      ['page', true],
    ]);
  });

  it('overwrites the association of the same channel + entity type + entity id', async () => {
    const first = (await put([product('featured.html')])).body.data[0];
    await clock.advance(60_000);
    const second = (await put([product('bundle.html')])).body.data[0];
    expect(second).toMatchObject({
      id: first.id,
      file_name: 'bundle.html',
      date_created: first.date_created,
    });
    expect(second.date_modified).toBe(new Date(clock.now()).toISOString());
    expect((await list()).body.data).toHaveLength(1);
  });

  it('keeps associations of the same entity apart per channel', async () => {
    const channel = await store.api('POST', '/v3/channels', {
      body: { name: 'Second shop', type: 'storefront', platform: 'next' },
    });
    const channelId = channel.body.data.id;
    const res = await put([
      product('featured.html'),
      product('featured.html', ids.products[0], channelId),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data[1]).toMatchObject({ channel_id: channelId, is_valid: true });
    expect(res.body.data[0].id).not.toBe(res.body.data[1].id);
    await store.api('DELETE', `${ASSOCIATIONS_PATH}?channel_id=${channelId}`);
  });

  it('refuses a file name that does not end in .html', async () => {
    for (const file_name of ['featured.txt', 'featured', '.html', '']) {
      const res = await put([product(file_name)]);
      expect(res.status).toBe(422);
      expect(res.body.errors['0.file_name']).toMatch(/\.html/);
    }
  });

  it('refuses unknown entity ids and channels, naming them, and saves nothing of the batch', async () => {
    const res = await put([
      product('featured.html'),
      product('featured.html', 987654),
      { channel_id: 1, entity_type: 'page', entity_id: 555555, file_name: 'holiday.html' },
      product('featured.html', ids.products[1], 777777),
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors['1.entity_id']).toContain('987654');
    expect(res.body.errors['2.entity_id']).toContain('page with id 555555');
    expect(res.body.errors['3.channel_id']).toContain('777777');
    expect(res.body.errors['0.entity_id']).toBeUndefined();
    expect((await list()).body.data).toEqual([]);
  });

  it('refuses bad fields with errors keyed by the element index', async () => {
    const res = await put([
      product('featured.html'),
      { channel_id: '1', entity_type: 'blog', entity_id: -3 },
    ]);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      '1.channel_id',
      '1.entity_id',
      '1.entity_type',
      '1.file_name',
    ]);
  });

  it('refuses the same entity twice in one batch', async () => {
    const res = await put([product('featured.html'), product('bundle.html')]);
    expect(res.status).toBe(422);
    expect(res.body.errors['1']).toContain('Element 0');
  });

  it('refuses an empty batch and one of more than 100', async () => {
    const empty = await put([]);
    expect(empty.status).toBe(422);
    expect(empty.body.errors._).toContain('at least one');
    const tooMany = await put(Array.from({ length: 101 }, () => product('featured.html')));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors._).toContain('100');
  });

  it('accepts exactly 100 distinct associations', async () => {
    const channels: number[] = [];
    for (let i = 0; i < 20; i++) {
      const created = await store.api('POST', '/v3/channels', {
        body: { name: `Bulk ${i}`, type: 'storefront', platform: 'gatsby' },
      });
      channels.push(created.body.data.id);
    }
    const batch = channels.flatMap((channel_id) =>
      ids.products.map((entity_id) => product('preorder.html', entity_id, channel_id)),
    );
    expect(batch).toHaveLength(100);
    const res = await put(batch);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(100);
    expect(res.body.data.every((a: { is_valid: boolean }) => a.is_valid)).toBe(true);
    for (const channel of channels)
      await store.api('DELETE', `${ASSOCIATIONS_PATH}?channel_id=${channel}`);
  });

  it('answers 422 for a body that is not an array and 400 for malformed JSON', async () => {
    expect((await put(product('featured.html'))).status).toBe(422);
    const malformed = await store.api('PUT', ASSOCIATIONS_PATH, { rawBody: '[{"channel_id": 1,' });
    expect(malformed.status).toBe(400);
  });
});

describe('GET custom template associations (E2)', () => {
  beforeEach(async () => {
    await put([
      product('featured.html', ids.products[0]),
      product('unknown.html', ids.products[1]),
      product('bundle.html', ids.products[2]),
      { channel_id: 1, entity_type: 'brand', entity_id: ids.brand, file_name: 'minimal.html' },
    ]);
  });

  it('lists with pagination meta', async () => {
    const res = await list('?limit=3');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.meta.pagination).toMatchObject({
      total: 4,
      count: 3,
      per_page: 3,
      current_page: 1,
      total_pages: 2,
    });
    expect(res.body.meta.pagination.links.next).toBe('?page=2&limit=3');
    const second = await list('?limit=3&page=2');
    expect(second.body.data).toHaveLength(1);
    expect(second.body.meta.pagination.links.previous).toBe('?page=1&limit=3');
  });

  it('filters by channel_id, type, entity_id:in (with type) and is_valid', async () => {
    expect((await list('?channel_id=1')).body.data).toHaveLength(4);
    expect((await list('?channel_id=99')).body.data).toEqual([]);
    expect(
      (await list('?type=brand')).body.data.map((a: { file_name: string }) => a.file_name),
    ).toEqual(['minimal.html']);
    const some = await list(`?type=product&entity_id:in=${ids.products[0]},${ids.products[2]}`);
    expect(some.body.data.map((a: { entity_id: number }) => a.entity_id)).toEqual([
      ids.products[0],
      ids.products[2],
    ]);
    expect(
      (await list('?is_valid=false')).body.data.map((a: { file_name: string }) => a.file_name),
    ).toEqual(['unknown.html']);
    expect((await list('?is_valid=true')).body.meta.pagination.total).toBe(3);
  });

  it('refuses bad filters with 422', async () => {
    const noType = await list(`?entity_id:in=${ids.products[0]}`);
    expect(noType.status).toBe(422);
    expect(noType.body.errors.type).toContain('entity_id:in');
    for (const query of [
      '?type=blog',
      '?is_valid=maybe',
      '?channel_id=abc',
      '?limit=0',
      '?type=product&entity_id:in=1,x',
    ]) {
      expect((await list(query)).status).toBe(422);
    }
  });
});

describe('DELETE custom template associations', () => {
  it('deletes by id:in', async () => {
    const saved = (
      await put([
        product('featured.html', ids.products[0]),
        product('bundle.html', ids.products[1]),
      ])
    ).body.data;
    const res = await store.api('DELETE', `${ASSOCIATIONS_PATH}?id:in=${saved[0].id}`);
    expect(res.status).toBe(204);
    expect((await list()).body.data.map((a: { id: number }) => a.id)).toEqual([saved[1].id]);
  });

  it('deletes by type and entity_id:in, and by type alone', async () => {
    await put([
      product('featured.html', ids.products[0]),
      product('bundle.html', ids.products[1]),
      { channel_id: 1, entity_type: 'brand', entity_id: ids.brand, file_name: 'minimal.html' },
    ]);
    expect(
      (
        await store.api(
          'DELETE',
          `${ASSOCIATIONS_PATH}?type=product&entity_id:in=${ids.products[1]}`,
        )
      ).status,
    ).toBe(204);
    expect((await list()).body.data).toHaveLength(2);
    expect((await store.api('DELETE', `${ASSOCIATIONS_PATH}?type=product`)).status).toBe(204);
    expect((await list()).body.data.map((a: { entity_type: string }) => a.entity_type)).toEqual([
      'brand',
    ]);
  });

  it('never deletes everything by accident: no filter or a bad one is a 422', async () => {
    await put([product('featured.html')]);
    const res = await store.api('DELETE', ASSOCIATIONS_PATH);
    expect(res.status).toBe(422);
    expect(res.body.errors._).toContain('id:in');
    expect((await store.api('DELETE', `${ASSOCIATIONS_PATH}?entity_id:in=1`)).status).toBe(422);
    expect((await store.api('DELETE', `${ASSOCIATIONS_PATH}?id:in=abc`)).status).toBe(422);
    expect((await list()).body.data).toHaveLength(1);
  });

  it('answers 204 when nothing matches', async () => {
    expect((await store.api('DELETE', `${ASSOCIATIONS_PATH}?id:in=999999`)).status).toBe(204);
  });
});

describe('scopes', () => {
  it('lets Themes read-only read but not write, naming the missing manage scope', async () => {
    const readOnly = tokenWith(store, 'store_themes_read_only');
    expect((await list('', readOnly)).status).toBe(200);
    const write = await put([product('featured.html')], readOnly);
    expect(write.status).toBe(403);
    expect(write.body.title).toContain('store_themes_manage (Themes: manage)');
    const del = await store.api('DELETE', `${ASSOCIATIONS_PATH}?channel_id=1`, { token: readOnly });
    expect(del.status).toBe(403);
  });

  it('lets Themes manage do everything and refuses other scopes', async () => {
    const manage = tokenWith(store, 'store_themes_manage');
    expect((await put([product('featured.html')], manage)).status).toBe(200);
    expect((await list('', manage)).status).toBe(200);
    expect(
      (await store.api('DELETE', `${ASSOCIATIONS_PATH}?channel_id=1`, { token: manage })).status,
    ).toBe(204);
    const other = tokenWith(store, 'store_v2_products', 'store_v2_content');
    const refused = await list('', other);
    expect(refused.status).toBe(403);
    expect(refused.body.title).toContain(
      'store_themes_manage or store_themes_read_only (Themes: read-only or manage)',
    );
  });
});

describe('persistence', () => {
  it('keeps associations across a restart', async () => {
    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    const firstIds = await demoEntityIds(first);
    const saved = await first.api('PUT', ASSOCIATIONS_PATH, {
      body: [
        {
          channel_id: 1,
          entity_type: 'product',
          entity_id: firstIds.products[0],
          file_name: 'featured.html',
        },
      ],
    });
    await first.close();
    const second = await startTestStore({ db: path });
    try {
      const res = await second.api('GET', ASSOCIATIONS_PATH);
      expect(res.body.data).toEqual(saved.body.data);
    } finally {
      await second.close();
    }
  });
});
