// What a buyer's or a supplier's page of the member centre shows in place of itself when it cannot be
// shown (its route's error boundary, inside the member centre's frame): a member without a role —
// whom the platform refuses such a page's subject — is asked to choose its role first, as on the list
// pages (docs/product/member-side.md#member-centre); anyone else gets the status page (404, 503 …) in their language.
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { StatusPage, statusOf } from '../feedback/StatusPage.tsx';
import { RoleFirst } from './RoleFirst.tsx';
import { useMemberFrame } from './useMemberFrame.ts';

export function SidePageError({ error, heading }: { error: unknown; heading: string }) {
  const { t } = useTranslation();
  const noRole = useMemberFrame().user.memberRoleType === null;
  const { kind, status } = statusOf(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  if (noRole && kind === 'notFound') {
    return (
      <Stack gap="lg" data-testid="side-page-role-first">
        <title>{heading}</title>
        <Title order={1} size="h2">
          {heading}
        </Title>
        <RoleFirst />
      </Stack>
    );
  }
  return (
    <>
      <title>{t(`${kind}.title`)}</title>
      <StatusPage kind={kind} status={status} inLayout />
    </>
  );
}
