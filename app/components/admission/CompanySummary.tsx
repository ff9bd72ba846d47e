// A supplier's company as an application carries it (its profile when it applied, or now on the apply page).
import { Avatar, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationCompany } from '#contract/schemas/admission.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';

export function CompanySummary({ company }: { company: ApplicationCompany }) {
  const { t } = useTranslation('admission');
  const locale = useLocale();
  const facts: Array<[string, string]> = [
    [t('company.region'), company.areas || t('company.unknown')],
    [t('company.registeredCapital'), t('company.capital', { amount: company.registeredCapital })],
    [t('company.established'), company.establishmentDate === null ? t('company.unknown') : formatDate(company.establishmentDate, locale)],
  ];
  return (
    <Stack gap="xs" data-testid="application-company">
      <Group gap="sm">
        <Avatar src={company.logo || null} alt="" radius="sm">
          {company.name.slice(0, 1)}
        </Avatar>
        <Text fw={600}>{company.name}</Text>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      {company.describe && (
        <Text size="sm" c="dimmed" lineClamp={4}>
          {company.describe}
        </Text>
      )}
    </Stack>
  );
}
