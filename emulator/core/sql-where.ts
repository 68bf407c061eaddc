import { type Db } from './database';

/**
 * Builds a parameterised WHERE clause from optional filters, for every filtered list of the
 * store. Values only ever go to `params`, never into the SQL text, so no filter can inject SQL.
 */
const DATE_COLUMNS = [
  ['date_created', 'created_at'],
  ['date_modified', 'updated_at'],
] as const;
const DATE_BOUNDS = [
  ['', '='],
  [':min', '>='],
  [':max', '<='],
] as const;

export class WhereBuilder {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...values: unknown[]): void {
    this.conditions.push(sql);
    this.params.push(...values);
  }

  /** `add` for an optional filter: a filter the query did not give (undefined) does not narrow the list. */
  addIf(sql: string, value: unknown): void {
    if (value !== undefined) this.add(sql, value);
  }

  /**
   * `expression IN (...)`. An empty list matches nothing (`NOT IN`: everything) instead of
   * being ignored, as `id:in=` with no ids should; no list at all (undefined) is no filter.
   */
  within(expression: string, values: readonly unknown[] | undefined, negate = false): void {
    if (!values) return;
    if (!values.length) return this.add(negate ? '1' : '0');
    this.add(
      `${expression} ${negate ? 'NOT IN' : 'IN'} (${values.map(() => '?').join(', ')})`,
      ...values,
    );
  }

  /**
   * The v3 date filters a query gave: `date_created` / `date_modified`, exact or with
   * `:min` / `:max`, on the `created_at` / `updated_at` columns (epoch ms; of the table
   * aliased `alias` in a join). Values are dates `Date.parse` reads (checked with `dateText`).
   */
  dates(query: Readonly<Record<string, unknown>>, alias = ''): void {
    for (const [filter, column] of DATE_COLUMNS) {
      for (const [suffix, op] of DATE_BOUNDS) {
        const value = query[filter + suffix];
        if (typeof value === 'string')
          this.add(`${alias ? `${alias}.` : ''}${column} ${op} ?`, Date.parse(value));
      }
    }
  }

  /** `WHERE ...`, or '' when nothing filters; callers that add a fixed condition may append `AND ...`. */
  get clause(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/**
 * One page of a filtered list and how many rows the filter matches in all:
 * `SELECT <columns> <from> <where> ORDER BY <order> LIMIT ? OFFSET ?` and its `COUNT(*)`.
 * `from` is the `FROM ...` text (joins included); a limit of -1 is no limit.
 */
export function selectPage<Row>(
  db: Db,
  select: { from: string; order: string; columns?: string },
  where: { readonly clause: string; readonly params: readonly unknown[] },
  page: { limit: number; offset: number },
): { rows: Row[]; total: number } {
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total ${select.from} ${where.clause}`)
    .get(...where.params) as { total: number };
  const rows = db
    .prepare(
      `SELECT ${select.columns ?? '*'} ${select.from} ${where.clause} ORDER BY ${select.order} LIMIT ? OFFSET ?`,
    )
    .all(...where.params, page.limit, page.offset) as Row[];
  return { rows, total };
}
