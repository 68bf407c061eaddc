/**
 * The setup's progress output: one line per item it looked at, saying what it did
 * (or, in a dry run, what it would do), and a summary with counts. Secrets never reach
 * this module; callers pass masked text.
 */

export type Outcome = 'created' | 'updated' | 'unchanged';

export interface SetupIO {
  /** One line of progress output (stdout for the command line). */
  out(line: string): void;
}

const MARK: Record<Outcome, { done: string; planned: string }> = {
  created: { done: '✓', planned: '+' },
  updated: { done: '✓', planned: '~' },
  unchanged: { done: '=', planned: '=' },
};

const WORDS: Record<Outcome, { done: string; planned: string }> = {
  created: { done: 'created', planned: 'would be created' },
  updated: { done: 'updated', planned: 'would be updated' },
  unchanged: { done: 'unchanged', planned: 'unchanged' },
};

export class Reporter {
  readonly counts: Record<Outcome, number> = { created: 0, updated: 0, unchanged: 0 };

  constructor(
    private readonly io: SetupIO,
    private readonly dryRun: boolean,
  ) {}

  /** `✓ site http://localhost:3000 (id 2) created`; `detail` says what changed. */
  item(outcome: Outcome, subject: string, detail?: string): void {
    this.counts[outcome] += 1;
    const tense = this.dryRun ? 'planned' : 'done';
    this.io.out(
      `${MARK[outcome][tense]} ${subject} ${WORDS[outcome][tense]}${detail ? ` (${detail})` : ''}`,
    );
  }

  /** A line that is not an item: a heading or a hint. */
  note(text: string): void {
    this.io.out(text);
  }
}
