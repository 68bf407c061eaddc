import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newChannel, newCustomer } from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** Customers v3 beyond the customer: settings, attributes and their values, form fields, consent, stored instruments, includes. */

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

async function newGroup(name: string): Promise<number> {
  const res = await store.api('POST', '/v2/customer_groups', { body: { name } });
  expect(res.status).toBe(200);
  return res.body.id;
}

describe('customer settings', () => {
  it('new customers join the store default group, or their channel own default group', async () => {
    const wholesale = await newGroup('Wholesale');
    const retail = await newGroup('Retail club');
    const channelId = await newChannel(store, 'Club shop');
    expect(
      (
        await store.api('PUT', '/v3/customers/settings', {
          body: { customer_group_settings: { default_customer_group_id: wholesale } },
        })
      ).status,
    ).toBe(200);
    const channelSettings = await store.api('PUT', `/v3/customers/settings/channels/${channelId}`, {
      body: { customer_group_settings: { default_customer_group_id: retail } },
    });
    expect(channelSettings.body.data.customer_group_settings.default_customer_group_id).toBe(
      retail,
    );

    const storeWide = (
      await store.api('POST', '/v3/customers', {
        body: [{ email: 'default.group@example.com', first_name: 'D', last_name: 'G' }],
      })
    ).body.data[0];
    expect(storeWide.customer_group_id).toBe(wholesale);
    const onChannel = (
      await store.api('POST', '/v3/customers', {
        body: [
          {
            email: 'channel.group@example.com',
            first_name: 'C',
            last_name: 'G',
            origin_channel_id: channelId,
          },
        ],
      })
    ).body.data[0];
    expect(onChannel.customer_group_id).toBe(retail);

    const unknown = await store.api('PUT', '/v3/customers/settings', {
      body: { customer_group_settings: { default_customer_group_id: 9999 } },
    });
    expect(unknown.status).toBe(422);
    await store.api('PUT', '/v3/customers/settings', {
      body: { customer_group_settings: { default_customer_group_id: 0 } },
    });
  });
});

describe('attributes and their values', () => {
  it('keeps typed values per customer, shows them with include=attributes, and drops them with their attribute', async () => {
    const customerId = await newCustomer(store, 'attributes@example.com');
    const [size] = (
      await store.api('POST', '/v3/customers/attributes', {
        body: [{ name: 'Shoe size', type: 'number' }],
      })
    ).body.data;
    const duplicate = await store.api('POST', '/v3/customers/attributes', {
      body: [{ name: 'Shoe size', type: 'string' }],
    });
    expect(duplicate.status).toBe(409);

    const wrongType = await store.api('PUT', '/v3/customers/attribute-values', {
      body: [{ attribute_id: size.id, customer_id: customerId, value: 'large' }],
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toEqual({
      '0.value': 'must be a number, as the attribute is of type number',
    });
    expect(
      (
        await store.api('PUT', '/v3/customers/attribute-values', {
          body: [{ attribute_id: size.id, customer_id: customerId, value: '42' }],
        })
      ).status,
    ).toBe(200);
    await store.api('PUT', '/v3/customers/attribute-values', {
      body: [{ attribute_id: size.id, customer_id: customerId, value: '43' }],
    });

    const withAttributes = (
      await store.api('GET', `/v3/customers?id:in=${customerId}&include=attributes`)
    ).body.data[0];
    expect(withAttributes.attribute_count).toBe(1);
    expect(withAttributes.attributes).toEqual([
      expect.objectContaining({ attribute_id: size.id, attribute_value: '43' }),
    ]);

    expect((await store.api('DELETE', `/v3/customers/attributes?id:in=${size.id}`)).status).toBe(
      204,
    );
    expect(
      (await store.api('GET', `/v3/customers?id:in=${customerId}&include=attributes`)).body.data[0]
        .attributes,
    ).toEqual([]);
  });
});

describe('form field values, consent and stored instruments', () => {
  it('form fields of a customer are listed and shown with include=formfields', async () => {
    const customerId = await newCustomer(store, 'formfields@example.com');
    const put = await store.api('PUT', '/v3/customers/form-field-values', {
      body: [{ customer_id: customerId, name: 'Licence', value: 'AB-1' }],
    });
    expect(put.body.data).toEqual([{ name: 'Licence', value: 'AB-1', customer_id: customerId }]);
    expect(
      (await store.api('GET', `/v3/customers/form-field-values?customer_id=${customerId}`)).body
        .data,
    ).toEqual([{ name: 'Licence', value: 'AB-1', customer_id: customerId }]);
    expect(
      (await store.api('GET', `/v3/customers?id:in=${customerId}&include=formfields`)).body.data[0]
        .form_fields,
    ).toEqual([{ name: 'Licence', value: 'AB-1' }]);
    const badInclude = await store.api('GET', `/v3/customers?include=everything`);
    expect(badInclude.status).toBe(422);
  });

  it('consent: essential always allowed, never denied; stored instruments: none kept', async () => {
    const customerId = await newCustomer(store, 'consent@example.com');
    const put = await store.api('PUT', `/v3/customers/${customerId}/consent`, {
      body: { allow: ['analytics'], deny: ['targeting'] },
    });
    expect(put.body).toMatchObject({ allow: ['essential', 'analytics'], deny: ['targeting'] });
    expect((await store.api('GET', `/v3/customers/${customerId}/consent`)).body).toMatchObject({
      allow: ['essential', 'analytics'],
      deny: ['targeting'],
    });
    const essential = await store.api('PUT', `/v3/customers/${customerId}/consent`, {
      body: { allow: [], deny: ['essential'] },
    });
    expect(essential.status).toBe(422);
    expect((await store.api('GET', `/v3/customers/${customerId}/stored-instruments`)).body).toEqual(
      [],
    );
    expect((await store.api('GET', '/v3/customers/999999/consent')).status).toBe(404);
  });
});
