import { Writable } from 'node:stream';
import { makeLogger } from '@/lib/observability/logger.mjs';
import { processWideKey } from '@/lib/shared/process-wide.mjs';

/** One line the storefront logged, as pino wrote it. */
export interface LogLine {
  level: string;
  msg?: string;
  [field: string]: unknown;
}

/** Where lib/observability/logger.mjs keeps the process's logger (one per process). */
const LOGGER_KEY = processWideKey('logger');
type ProcessWide = Record<symbol, unknown>;

/**
 * Logs written from now until `restore()`, read back as parsed lines: the process's logger
 * is swapped for one with the same settings (level, redaction) writing here instead of to
 * standard output. The lines are exactly what a log collector would get.
 */
export function captureLogs() {
  const processWide = globalThis as unknown as ProcessWide;
  const before = processWide[LOGGER_KEY];
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  processWide[LOGGER_KEY] = makeLogger(sink);
  return {
    lines,
    /** The messages logged at `level` (all of them without one). */
    messages: (level?: string) =>
      lines.filter((line) => !level || line.level === level).map((line) => String(line.msg)),
    /** Every line as written, for checks that nothing secret is in any field. */
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    restore: () => {
      processWide[LOGGER_KEY] = before;
    },
  };
}
