// The view models of the member side (registration, the member centre, admission): what the BFF
// hands to those routes. A form's failure carries each message on its field, in the user's language.
import type { Locale } from '#contract/lang.ts';
import type {
  AdmittedSupplier,
  Application,
  ApplicationRow,
  ApplyForm,
  CapitalAccount,
  City,
  CompanyProfile,
  MemberHome,
  Page,
  Province,
  SessionUser,
  Site,
  SmsOutboxMessage,
} from '#contract/schemas.ts';
import type { Section } from '../views.ts';

/** The member centre's frame: the top bar (user, city), the site's logo, the side menu by role. */
export type MemberFrameView = { locale: Locale; site: Site; user: SessionUser; city: City; serverTime: number };

/**
 * What a refused form gets back: a message per field (the platform's code put on its field, or
 * the portal's own check), else one for the whole form; `values` are what was typed, to show again.
 */
export type FormFailure<F extends string> = {
  ok: false;
  fieldErrors: Partial<Record<F, string>>;
  formError?: string;
  values: Partial<Record<F, string>>;
};

/** An SMS code was sent: the next may be asked for in `resendIn` seconds; `key` is the next send's idempotency key. */
export type SmsCodeSent = { ok: true; sent: true; phone: string; resendIn: number; key: string; values?: Record<string, string | undefined> };

/** A choice of the category tree, grouped by its top category. */
export type CategoryChoice = { group: string; items: Array<{ value: string; label: string }> };

export type MemberHomeView = { home: Section<MemberHome>; roleKey: string };

export type CapitalAccountView = { account: Section<CapitalAccount>; current: number; pageSize: number; kind: string | null };

export type AccountSecurityView = { passwordKey: string; phoneKey: string; smsKey: string };

export type MemberInfoView = {
  profile: Section<CompanyProfile>;
  provinces: Province[];
  categories: CategoryChoice[];
};

export type OutboxView = { phone: string; messages: Section<SmsOutboxMessage[]> | null; available: boolean };

export type RegisterView = { registerKey: string; smsKey: string };

export type ApplyView = { form: Section<ApplyForm>; categories: CategoryChoice[]; applyKey: string };
export type ApplicationView = { application: Section<Application> };
export type ApplicationListView = { list: Section<Page<ApplicationRow>>; current: number; pageSize: number; state: string | null; name: string };
export type SupplierListView = { list: Section<Page<AdmittedSupplier>>; current: number; pageSize: number; stage: string | null; name: string };
