// The provinces and cities a sourcing form names (the inquiry's areas, the tender's): a searchable
// multi-select grouped by province, a whole province or its cities, each value "p:<province>" or
// "c:<province>:<city>" as the forms post them (bff/inquiry/form.server.ts, bff/tender/buyer-form.server.ts).
import { MultiSelect } from '@mantine/core';
import type { Province } from '#contract/schemas.ts';

type Props = {
  name: string;
  label: string;
  description: string;
  provinces: Province[];
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  /** The choice of a whole province, in the form's words. */
  wholeProvince: (province: string) => string;
  error?: string;
  testId: string;
};

export function AreaPicker({ name, label, description, provinces, value, onChange, max, wholeProvince, error, testId }: Props) {
  const choices = provinces.map((province) => ({
    group: province.provinceName,
    items: [
      { value: `p:${province.provinceCode}`, label: wholeProvince(province.provinceName) },
      ...(province.directlyAdministered
        ? []
        : province.cityList.map((city) => ({ value: `c:${province.provinceCode}:${city.cityCode}`, label: city.cityName }))),
    ],
  }));
  return (
    <MultiSelect
      name={name}
      label={label}
      description={description}
      data={choices}
      value={value}
      onChange={onChange}
      maxValues={max}
      searchable
      clearable
      error={error}
      data-testid={testId}
    />
  );
}
