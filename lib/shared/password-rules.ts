import { type PasswordRulesQuery } from '@/graphql/generated/operations';

/** The store's password rules, as its GraphQL endpoint states them (`passwordComplexitySettings`). */
export type PasswordRules = NonNullable<
  NonNullable<
    NonNullable<PasswordRulesQuery['site']['settings']>['customers']
  >['passwordComplexitySettings']
>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The rules in words, one per line of the form's hint: what the shopper reads before choosing. */
export function describePasswordRules(rules: PasswordRules): string[] {
  return [
    `At least ${plural(rules.minimumPasswordLength, 'character', 'characters')}`,
    ...(rules.requireNumbers
      ? [`at least ${plural(Math.max(1, rules.minimumNumbers), 'number', 'numbers')}`]
      : []),
    ...(rules.requireLowerCase ? ['a lowercase letter'] : []),
    ...(rules.requireUpperCase ? ['an uppercase letter'] : []),
    ...(rules.requireSpecialCharacters
      ? [
          `at least ${plural(Math.max(1, rules.minimumSpecialCharacters), 'special character', 'special characters')}`,
        ]
      : []),
  ];
}

const count = (password: string, pattern: RegExp) => (password.match(pattern) ?? []).length;

/**
 * What a password lacks under the rules, in words; null when it meets them. The store
 * checks again (and may have rules its settings do not state): its answer is shown too.
 */
export function passwordRuleProblem(rules: PasswordRules, password: string): string | null {
  const missing: string[] = [];
  if (password.length < rules.minimumPasswordLength)
    missing.push(`at least ${plural(rules.minimumPasswordLength, 'character', 'characters')}`);
  if (rules.requireNumbers && count(password, /[0-9]/g) < Math.max(1, rules.minimumNumbers))
    missing.push(plural(Math.max(1, rules.minimumNumbers), 'number', 'numbers'));
  if (rules.requireLowerCase && !/[a-z]/.test(password)) missing.push('a lowercase letter');
  if (rules.requireUpperCase && !/[A-Z]/.test(password)) missing.push('an uppercase letter');
  if (
    rules.requireSpecialCharacters &&
    count(password, /[^A-Za-z0-9]/g) < Math.max(1, rules.minimumSpecialCharacters)
  ) {
    missing.push(
      plural(
        Math.max(1, rules.minimumSpecialCharacters),
        'special character',
        'special characters',
      ),
    );
  }
  return missing.length ? `Your new password needs ${missing.join(', ')}.` : null;
}
