// A member-centre list's filter on one of a few values (a state, a stage, a kind of movement): "all"
// first, then each value in the page's own words. It is a field of the list's GET form, so the URL
// keeps the choice (`name`) and a reload or a shared link shows the same list.
import { NativeSelect } from '@mantine/core';

type Props<V extends string> = {
  /** The query parameter. */
  name: string;
  label: string;
  /** The first option, which filters nothing. */
  all: string;
  values: readonly V[];
  text: (value: V) => string;
  /** The choice the list was read with. */
  value: string | null | undefined;
  testId?: string;
};

export function ChoiceFilter<V extends string>({ name, label, all, values, text, value, testId }: Props<V>) {
  return (
    <NativeSelect
      name={name}
      label={label}
      defaultValue={value ?? ''}
      data={[{ value: '', label: all }, ...values.map((choice) => ({ value: choice, label: text(choice) }))]}
      data-testid={testId}
    />
  );
}
