/** Builds a parameterised WHERE clause from optional filters; values never enter the SQL text. */
export class WhereBuilder {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...values: unknown[]): void {
    this.conditions.push(sql);
    this.params.push(...values);
  }

  /**
   * `expression IN (...)`. An empty list matches nothing (`NOT IN`: everything) instead of
   * being ignored, as `id:in=` with no ids should.
   */
  within(expression: string, values: readonly unknown[], negate = false): void {
    if (!values.length) return this.add(negate ? '1' : '0');
    this.add(`${expression} ${negate ? 'NOT IN' : 'IN'} (${values.map(() => '?').join(', ')})`, ...values);
  }

  get clause(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}
