// What every part of the tender form is given: the values as typed (or saved) and the messages by field.
import type { TenderFormValues } from '#bff/tender/buyer-views.ts';

export type PartProps = { values: TenderFormValues; errors: Record<string, string> };
