import { type EnvEntry, updateEnvFile } from './env-file';
import { type Reporter } from './report';
import { maskSecret } from './secrets';

export interface EnvValue extends EnvEntry {
  /** Shown masked in output. */
  secret?: boolean;
}

/**
 * Writes the values the storefront needs into the env file and reports each: written,
 * unchanged, replaced (values this run owns) or kept (the user's value differs).
 */
export async function writeEnvValues(
  report: Reporter,
  path: string,
  label: string,
  values: readonly EnvValue[],
  dryRun: boolean,
): Promise<void> {
  const shown = (value: EnvValue, text: string) => (value.secret ? maskSecret(text) : text);
  const outcomes = await updateEnvFile(path, values, { dryRun });
  outcomes.forEach((outcome, index) => {
    const value = values[index]!;
    const subject = `${label} ${value.key}=${shown(value, value.value)}`;
    switch (outcome.outcome) {
      case 'added':
        report.item('created', subject);
        break;
      case 'unchanged':
        report.item('unchanged', subject);
        break;
      case 'replaced':
        report.item('updated', subject, `was ${shown(value, outcome.previous)}`);
        break;
      case 'kept':
        report.note(
          `! ${label} ${value.key}: kept your value ${shown(value, outcome.previous)}; setup found ${shown(value, value.value)}. ` +
            `Remove the line to let setup write it.`,
        );
        break;
    }
  });
}
