// The password's rules (contract/schemas/member-rules.ts passwordProblems), each marked met or not as the user types.
import { List, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN, type PasswordProblem, passwordProblems } from '#contract/schemas/member-rules.ts';

const RULES: readonly PasswordProblem[] = ['length', 'letter', 'digit'];

export function PasswordRules({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation('member');
  const problems = new Set(passwordProblems(password));
  return (
    <List size="xs" spacing={2} listStyleType="none" id={id} data-testid="password-rules" aria-live="polite">
      {RULES.map((rule) => {
        const met = password.length > 0 && !problems.has(rule);
        return (
          <List.Item key={rule} data-rule={rule} data-met={met}>
            <Text span size="xs" c={met ? 'green.7' : 'dimmed'}>
              {met ? '✓ ' : '○ '}
              {t(`password.rules.${rule}`, { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              <VisuallyHidden>{met ? t('password.met') : t('password.notMet')}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
