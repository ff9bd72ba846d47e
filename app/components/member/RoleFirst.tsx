// A member without a role opening a supplier's or a buyer's page: it chooses its role first (on the member centre's home).
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_HOME } from '#app/lib/member-centre.ts';

export function RoleFirst() {
  const { t } = useTranslation('member');
  return (
    <Alert color="blue" data-testid="role-first">
      {t('roleFirst.text')}{' '}
      <Anchor component={Link} to={MEMBER_HOME} size="sm">
        {t('roleFirst.link')}
      </Anchor>
    </Alert>
  );
}
