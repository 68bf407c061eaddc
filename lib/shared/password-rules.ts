import { type PasswordRulesQuery } from '@/graphql/generated/operations';
import { problem } from './problems';

/** The store's password rules, as its GraphQL endpoint states them (`passwordComplexitySettings`). */
export type PasswordRules = NonNullable<
  NonNullable<
    NonNullable<PasswordRulesQuery['site']['settings']>['customers']
  >['passwordComplexitySettings']
>;

const rule = (name: string, count?: number) =>
  problem(`validation.passwordRules.${name}`, count === undefined ? undefined : { count });

/**
 * The rules in words, for the form's hint ("At least 7 characters, at least 1 number."): a
 * message key whose `rules` are the list of them (lib/shared/problems.ts), worded by the
 * form in the page's language.
 */
export function describePasswordRules(rules: PasswordRules): string {
  return problem('validation.passwordRules.hint', {
    rules: [
      rule('atLeastCharactersFirst', rules.minimumPasswordLength),
      ...(rules.requireNumbers ? [rule('atLeastNumbers', Math.max(1, rules.minimumNumbers))] : []),
      ...(rules.requireLowerCase ? [rule('lowercase')] : []),
      ...(rules.requireUpperCase ? [rule('uppercase')] : []),
      ...(rules.requireSpecialCharacters
        ? [rule('atLeastSpecial', Math.max(1, rules.minimumSpecialCharacters))]
        : []),
    ],
  });
}

const count = (password: string, pattern: RegExp) => (password.match(pattern) ?? []).length;

/**
 * What a password lacks under the rules ("Your new password needs at least 7 characters,
 * 1 number."), as a message key whose `missing` are the list of what it lacks; null when
 * it meets them. The store checks again (and may have rules its settings do not state):
 * its answer is shown too.
 */
export function passwordRuleProblem(rules: PasswordRules, password: string): string | null {
  const missing: string[] = [];
  if (password.length < rules.minimumPasswordLength)
    missing.push(rule('atLeastCharacters', rules.minimumPasswordLength));
  if (rules.requireNumbers && count(password, /[0-9]/g) < Math.max(1, rules.minimumNumbers))
    missing.push(rule('numbers', Math.max(1, rules.minimumNumbers)));
  if (rules.requireLowerCase && !/[a-z]/.test(password)) missing.push(rule('lowercase'));
  if (rules.requireUpperCase && !/[A-Z]/.test(password)) missing.push(rule('uppercase'));
  if (
    rules.requireSpecialCharacters &&
    count(password, /[^A-Za-z0-9]/g) < Math.max(1, rules.minimumSpecialCharacters)
  ) {
    missing.push(rule('special', Math.max(1, rules.minimumSpecialCharacters)));
  }
  return missing.length ? problem('validation.passwordRules.needs', { missing }) : null;
}
