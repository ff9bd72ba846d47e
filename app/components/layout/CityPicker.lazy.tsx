// The city selector (docs/product.md#states-and-transitions): tabs province then city; a municipality or single-city province
// is chosen at once; the choice is stored (city cookie) and the page's data reloads for it. Loaded after the first paint (CityPicker.tsx).
import { Alert, Button, Loader, Popover, ScrollArea, SimpleGrid, Tabs, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { City, Province } from '#contract/schemas.ts';
import { chooseProvince, cityOf } from '#app/lib/city-choice.ts';
import type { loader as provincesLoader } from '#app/routes/resources.city.ts';
import classes from './CityPicker.module.css';

/** docs/product/constants.md#constants-and-limits: the city panel is 596x392. */
const PANEL_WIDTH = 596;
const PANEL_HEIGHT = 392;

type Tab = 'province' | 'city';

export function CityPickerPopover({ city }: { city: City }) {
  const { t } = useTranslation('layout');
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<Tab>('province');
  const [province, setProvince] = useState<Province | null>(null);
  const provinces = useFetcher<typeof provincesLoader>();
  const choice = useFetcher();

  useEffect(() => {
    if (opened && provinces.state === 'idle' && provinces.data === undefined) void provinces.load('/resources/city');
  }, [opened, provinces]);

  function select(chosen: City) {
    setOpened(false);
    setTab('province');
    void choice.submit(chosen, { method: 'post', action: '/resources/city' });
  }

  function pickProvince(picked: Province) {
    const next = chooseProvince(picked);
    if (next.kind === 'select') return select(next.city);
    setProvince(next.province);
    setTab('city');
  }

  // Show the choice at once, before the reloaded page data confirms it.
  const shown = choice.formData ? String(choice.formData.get('cityName')) : city.cityName;

  return (
    // From the keyboard: Enter opens the panel and moves the focus into it (trapped there), Escape closes it and the focus
    // goes back to the button.
    <Popover opened={opened} onChange={setOpened} width={PANEL_WIDTH} position="bottom-start" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <UnstyledButton
          type="button"
          className={classes.trigger}
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
          aria-label={`${t('city.current', { city: shown })} ${t('city.switch')}`}
          data-testid="city-picker"
        >
          <span data-testid="current-city">{shown}</span>
          <span className={classes.switch}>[{t('city.switch')}]</span>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown h={PANEL_HEIGHT} p={0} data-testid="city-picker-panel">
        <Tabs value={tab} onChange={(value) => setTab(value === 'city' ? 'city' : 'province')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="province" data-testid="city-tab-province">
              {t('city.province')}
            </Tabs.Tab>
            <Tabs.Tab value="city" disabled={!province} data-testid="city-tab-city">
              {province?.provinceName ?? t('city.city')}
            </Tabs.Tab>
          </Tabs.List>
          <ScrollArea h={PANEL_HEIGHT - 44} p="sm">
            <Tabs.Panel value="province">
              <ProvinceList
                state={provinces.state}
                answer={provinces.data}
                selected={city.provinceCode}
                onPick={pickProvince}
                onRetry={() => void provinces.load('/resources/city')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="city">
              {province && (
                <SimpleGrid cols={5} spacing={4} verticalSpacing={4}>
                  {province.cityList.map((entry) => (
                    <PickerOption
                      key={entry.cityCode}
                      label={entry.cityName}
                      selected={entry.cityCode === city.cityCode}
                      onPick={() => select(cityOf(province, entry))}
                      testId={`city-option-${entry.cityCode}`}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          </ScrollArea>
        </Tabs>
      </Popover.Dropdown>
    </Popover>
  );
}

type ProvinceListProps = {
  state: 'idle' | 'loading' | 'submitting';
  answer: Awaited<ReturnType<typeof provincesLoader>> | undefined;
  selected: string;
  onPick: (province: Province) => void;
  onRetry: () => void;
};

function ProvinceList({ state, answer, selected, onPick, onRetry }: ProvinceListProps) {
  const { t } = useTranslation('layout');
  if (answer === undefined || state === 'loading') return <Loader size="sm" m="md" aria-label={t('city.province')} />;
  if (answer.status === 'error') {
    return (
      <Alert color="red" title={t('city.loadFailed')}>
        {answer.message}{' '}
        <Button size="xs" variant="subtle" onClick={onRetry}>
          {t('city.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={5} spacing={4} verticalSpacing={4}>
      {answer.data.map((province) => (
        <PickerOption
          key={province.provinceCode}
          label={province.provinceName}
          selected={province.provinceCode === selected}
          onPick={() => onPick(province)}
          testId={`province-option-${province.provinceCode}`}
        />
      ))}
    </SimpleGrid>
  );
}

function PickerOption({ label, selected, onPick, testId }: { label: string; selected: boolean; onPick: () => void; testId: string }) {
  return (
    <UnstyledButton type="button" className={classes.option} data-selected={selected || undefined} onClick={onPick} data-testid={testId}>
      {label}
    </UnstyledButton>
  );
}
