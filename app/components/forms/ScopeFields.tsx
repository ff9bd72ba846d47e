// The choices a sourcing form shares (the inquiry's, the tender's): for which areas (all, or chosen
// provinces and cities: AreaPicker), who may take part (anyone, or the buyer's admitted suppliers it
// invites), and the commercial terms as short texts. Each kind gives its words, names and test ids.
import { Group, MultiSelect, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Province } from '#contract/schemas.ts';
import type { Choice } from '#bff/views.ts';
import { AreaPicker } from './AreaPicker.tsx';

type AreaProps = {
  scope: string;
  areas: string[];
  errors: Record<string, string>;
  provinces: Province[];
  max: number;
  texts: { scope: string; all: string; chosen: string; choose: string; hint: string; wholeProvince: (province: string) => string };
  /** Test ids `<testId>-all-areas`, `-chosen-areas`, `-area-list`. */
  testId: string;
};

/** areaScope ('all' | 'chosen') and, when chosen, the areas ("p:<province>", "c:<province>:<city>"). */
export function AreaScopeField({ scope: initialScope, areas: initialAreas, errors, provinces, max, texts, testId }: AreaProps) {
  const [scope, setScope] = useState(initialScope || 'all');
  const [areas, setAreas] = useState<string[]>(initialAreas);
  return (
    <>
      <Radio.Group name="areaScope" value={scope} onChange={setScope} label={texts.scope} error={errors.areaScope}>
        <Group mt={4}>
          <Radio value="all" label={texts.all} data-testid={`${testId}-all-areas`} />
          <Radio value="chosen" label={texts.chosen} data-testid={`${testId}-chosen-areas`} />
        </Group>
      </Radio.Group>
      {scope === 'chosen' && (
        <AreaPicker
          name="areas"
          label={texts.choose}
          description={texts.hint}
          provinces={provinces}
          value={areas}
          onChange={setAreas}
          max={max}
          wholeProvince={texts.wholeProvince}
          error={errors.areas}
          testId={`${testId}-area-list`}
        />
      )}
    </>
  );
}

type InvitedProps = {
  /** The scope's field and its two choices: open to all, or to the invited (second). */
  name: string;
  choices: readonly [Choice & { testId: string }, Choice & { testId: string }];
  scope: string;
  invited: string[];
  suppliers: Choice[];
  errors: Record<string, string>;
  max: number;
  texts: { invited: string; hint: string; noSuppliers: string };
  /** The invited suppliers' select. */
  testId: string;
};

/** Who may take part: the scope, and when it invites, the buyer's suppliers ("<memberId>:<roleId>", field `invited`). */
export function InvitedScopeField({
  name,
  choices,
  scope: initialScope,
  invited: initialInvited,
  suppliers,
  errors,
  max,
  texts,
  testId,
}: InvitedProps) {
  const [open, invitedOnly] = choices;
  const [scope, setScope] = useState(initialScope || open.value);
  const [invited, setInvited] = useState<string[]>(initialInvited);
  return (
    <>
      <Radio.Group name={name} value={scope} onChange={setScope} error={errors[name]}>
        <Stack gap="xs">
          {choices.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} data-testid={choice.testId} />
          ))}
        </Stack>
      </Radio.Group>
      {scope === invitedOnly.value && (
        <MultiSelect
          name="invited"
          label={texts.invited}
          description={suppliers.length > 0 ? texts.hint : texts.noSuppliers}
          data={suppliers}
          value={invited}
          onChange={setInvited}
          maxValues={max}
          searchable
          clearable
          error={errors.invited}
          data-testid={testId}
        />
      )}
    </>
  );
}

/** The commercial terms, each a short text in a two-column grid (one on a phone); test ids `<testId>-<name>`. */
export function TermsFields<N extends string>({
  names,
  values,
  errors,
  label,
  max,
  testId,
}: {
  names: readonly N[];
  values: Record<N, string>;
  errors: Record<string, string>;
  label: (name: N) => string;
  max: number;
  testId: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {names.map((name) => (
        <Textarea
          key={name}
          name={name}
          label={label(name)}
          defaultValue={values[name]}
          error={errors[name]}
          maxLength={max}
          autosize
          minRows={1}
          data-testid={`${testId}-${name}`}
        />
      ))}
    </SimpleGrid>
  );
}
