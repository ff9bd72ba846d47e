// The password's rules (contract/schemas/member-rules.ts passwordProblems), each marked met or not as
// the user types. Phrasing content only (spans): it sits in the input's description, a paragraph.
import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN, type PasswordProblem, passwordProblems } from '#contract/schemas/member-rules.ts';

const RULES: readonly PasswordProblem[] = ['length', 'letter', 'digit'];

export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation('member');
  const problems = new Set(passwordProblems(password));
  return (
    <Text span size="xs" display="block" data-testid="password-rules" aria-live="polite">
      {RULES.map((rule) => {
        const met = password.length > 0 && !problems.has(rule);
        return (
          <Text span size="xs" display="block" key={rule} c={met ? 'green.7' : 'dimmed'} data-rule={rule} data-met={met}>
            {met ? '✓ ' : '○ '}
            {t(`password.rules.${rule}`, { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            <VisuallyHidden>{met ? t('password.met') : t('password.notMet')}</VisuallyHidden>
          </Text>
        );
      })}
    </Text>
  );
}
