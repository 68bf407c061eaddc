import { randomBytes } from 'node:crypto';
import { type ServiceContext, isoSeconds } from '../core';
import { type BundleProblem } from './bundle';

/**
 * The background jobs of theme uploads and downloads (`GET /v3/themes/jobs/{job_id}`).
 * This store does the work while answering the request, so a job is COMPLETED (with its
 * result) or FAILED (with its errors) by the time its id is returned.
 */
export interface JobOutcome {
  result?: Record<string, unknown>;
  errors?: BundleProblem[];
  warnings?: Array<{ warning: string; message: string }>;
}

export function recordJob(ctx: ServiceContext, outcome: JobOutcome): string {
  const id = randomBytes(16).toString('hex');
  ctx.db
    .prepare(
      'INSERT INTO theme_jobs (id, status, result, errors, warnings, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      id,
      outcome.errors?.length ? 'FAILED' : 'COMPLETED',
      JSON.stringify(outcome.result ?? {}),
      JSON.stringify(outcome.errors ?? []),
      JSON.stringify(outcome.warnings ?? []),
      ctx.clock.now(),
    );
  return id;
}

interface JobRow {
  id: string;
  status: 'COMPLETED' | 'FAILED';
  result: string;
  errors: string;
  warnings: string;
  created_at: number;
}

export function jobJson(ctx: ServiceContext, id: string) {
  const row = ctx.db.prepare('SELECT * FROM theme_jobs WHERE id = ?').get(id) as JobRow | undefined;
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    percent_complete: 100,
    time: isoSeconds(row.created_at),
    result: JSON.parse(row.result) as Record<string, unknown>,
    errors: JSON.parse(row.errors) as BundleProblem[],
    warnings: JSON.parse(row.warnings) as JobOutcome['warnings'],
  };
}
