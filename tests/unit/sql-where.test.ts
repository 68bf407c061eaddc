import { describe, expect, it } from 'vitest';
import { WhereBuilder } from '@/emulator/core/sql-where';

describe('WhereBuilder', () => {
  it('gives no clause when nothing filters, and skips filters the query did not give', () => {
    const where = new WhereBuilder();
    where.addIf('name = ?', undefined);
    where.within('id', undefined);
    expect(where.clause).toBe('');
    expect(where.params).toEqual([]);
  });

  it('keeps values out of the SQL text, in the order of their placeholders', () => {
    const where = new WhereBuilder();
    where.add('order_id = ?', 7);
    where.addIf('email = ? COLLATE NOCASE', "x' OR 1=1 --");
    where.addIf('is_flagged = ?', 0);
    where.within('status', ['a', 'b']);
    expect(where.clause).toBe(
      'WHERE order_id = ? AND email = ? COLLATE NOCASE AND is_flagged = ? AND status IN (?, ?)',
    );
    expect(where.params).toEqual([7, "x' OR 1=1 --", 0, 'a', 'b']);
  });

  it('lets an empty list match nothing (NOT IN: everything)', () => {
    const where = new WhereBuilder();
    where.within('id', []);
    where.within('visibility', [], true);
    expect(where.clause).toBe('WHERE 0 AND 1');
    expect(where.params).toEqual([]);
  });

  it('applies the date filters a query gave, exact or bounded, as epoch ms', () => {
    const where = new WhereBuilder();
    where.dates({
      'date_created:min': '2026-01-01',
      date_modified: '2026-02-01T00:00:00Z',
      'date_modified:max': undefined,
      name: 'x',
    });
    expect(where.clause).toBe('WHERE created_at >= ? AND updated_at = ?');
    expect(where.params).toEqual([Date.UTC(2026, 0, 1), Date.UTC(2026, 1, 1)]);
  });
});
