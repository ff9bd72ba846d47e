// Paging of a member-centre list whose filters live in the URL: the page number goes into ?current=.
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

type Props = { total: number; pageSize: number; current: number; testId: string };

export function UrlPager({ total, pageSize, current, testId }: Props) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (total <= pageSize) return null;
  const go = (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set('current', String(page));
    else params.delete('current');
    const query = params.toString();
    navigate(`${pathname}${query ? `?${query}` : ''}`);
  };
  return (
    <Group justify="flex-end" mt="md">
      <Pagination
        total={Math.ceil(total / pageSize)}
        value={current}
        onChange={go}
        getControlProps={(control) => ({ 'aria-label': t(`capital.page.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('capital.page.number', { page }) })}
        data-testid={testId}
      />
    </Group>
  );
}
