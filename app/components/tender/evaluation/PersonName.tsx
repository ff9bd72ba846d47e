// An evaluator or an expert of the library as the buyer may see them (docs/decisions/022-tender-evaluation.md):
// the name and company only once the user has accepted one of this buyer's invitations; until then
// the account alone, and why.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PersonName({ person }: { person: { name: string | null; account: string; memberName: string | null } }) {
  const { t } = useTranslation('tenderEvaluation');
  return (
    <>
      <Text size="sm">{person.name ?? person.account}</Text>
      <Text size="xs" c="dimmed">
        {person.name === null ? t('experts.awaitingConsent') : [person.account, person.memberName].filter(Boolean).join(' · ')}
      </Text>
    </>
  );
}
