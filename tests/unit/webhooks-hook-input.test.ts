import { describe, expect, it } from 'vitest';
import { createHookBody, updateHookBody } from '@/emulator/webhooks/hook-input';

const base = {
  scope: 'store/order/*',
  destination: 'https://receiver.example.com/hooks',
  is_active: true,
};

describe('webhook input', () => {
  it('defaults headers to null and requires is_active', () => {
    expect(createHookBody.parse(base)).toEqual({ ...base, headers: null });
    const { is_active: _, ...withoutActive } = base;
    expect(createHookBody.safeParse(withoutActive).error?.issues.map((i) => i.message)).toEqual([
      'is_active is required: send true to receive callbacks, or false',
    ]);
  });

  it('accepts custom headers of string values', () => {
    const headers = { 'X-Webhook-Secret': 'abc', Authorization: 'Basic dXNlcjpwdw==' };
    expect(createHookBody.parse({ ...base, headers }).headers).toEqual(headers);
  });

  it('rejects reserved, duplicate and malformed headers without repeating their values', () => {
    const result = createHookBody.safeParse({
      ...base,
      headers: {
        'X-Token': 'hunter2\r\nX-Injected: 1',
        'x-a': '1',
        'X-A': '2',
        Host: 'evil.example',
        'no spaces': 'v',
      },
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^headers\.X-Token: .*line breaks/),
        expect.stringMatching(/^headers\.X-A: .*twice/),
        expect.stringMatching(/^headers\.Host: .*set by the store service/),
        expect.stringMatching(/^headers\.no spaces: .*not a valid HTTP header name/),
      ]),
    );
    expect(messages.join(' ')).not.toContain('hunter2');
  });

  it('needs at least one field to update', () => {
    expect(updateHookBody.safeParse({}).success).toBe(false);
    expect(updateHookBody.safeParse({ headers: null }).success).toBe(true);
    expect(updateHookBody.safeParse({ is_active: false }).success).toBe(true);
  });
});
