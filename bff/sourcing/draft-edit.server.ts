// A buyer's edit page as a tender and a competitive bid have it (docs/decisions/021-one-shape-for-a-
// sourcing-kind.md, the kit's drafts): the page read (a new item without ?id=, or the caller's draft,
// with the form's choices and a fresh key), and the keyed save and publication: the draft is saved
// under the form's idempotency key (a new one, the page's, or the one a refused publication of this
// form saved), then, to publish, published under that key marked, so that saving and publishing are
// two requests of one press and a double press or a retry saves one draft and publishes it once.
// A refusal — the portal's check of the form, or the platform's — keeps everything typed, the key and
// the draft's id. The kind gives its form's reading and check, its three calls, the code its
// platform refuses a draft's state with, and which field a refusal of the platform lands on.
import type { Locale } from '#contract/lang.ts';
import { idOf } from '../form-fields.server.ts';
import { newKey, postedKey, text, type Translate } from '../forms.server.ts';
import { type MemberContext, memberCall, memberContext } from '../member/session.server.ts';
import { optionalSubjectId } from '../page-params.server.ts';
import { memberSubjectOrThrow } from '../page-status.server.ts';
import { sourcingFormChoices } from '../sourcing-form.server.ts';
import type { UpstreamFailure, UpstreamResult } from '../upstream.server.ts';
import type { Checked } from './form.server.ts';

/**
 * The edit page's data: `item` the caller's saved item (?id=) or null for a new one (an ?id= that is
 * not an id, or not the caller's: the page's 404, never a new form); `locked` once it is no longer a
 * draft (the form is not shown); the values typed from it or empty.
 */
export async function loadDraftPage<Item extends { state: string }, Values>(
  request: Request,
  locale: Locale,
  kind: { detail: (ctx: MemberContext, id: number) => Promise<UpstreamResult<Item>>; valuesFrom: (item: Item) => Values; empty: () => Values },
) {
  const ctx = await memberContext(request, locale);
  const id = optionalSubjectId(request);
  const [read, choices] = await Promise.all([id === null ? null : memberCall(request, kind.detail(ctx, id)), sourcingFormChoices(ctx)]);
  const item = read === null ? null : memberSubjectOrThrow(read);
  return {
    mode: item === null ? ('new' as const) : ('draft' as const),
    item,
    locked: item !== null && item.state !== 'draft',
    values: item === null ? kind.empty() : kind.valuesFrom(item),
    ...choices,
    formKey: newKey(),
    saved: new URL(request.url).searchParams.get('saved') === '1',
  };
}

export type DraftDone = { ok: true; id: number; intent: 'save' | 'publish' };
/** A refusal, on the form's fields or the whole form, with everything typed, the key and the draft it stands for. */
export type DraftFailure<Values> = {
  ok: false;
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Values;
  formKey: string;
  draftId: number | null;
};

type DraftCalls = {
  save: (keyed: { id?: number; idempotencyKey: string }) => Promise<UpstreamResult<{ id: number }>>;
  publish: (keyed: { id: number; idempotencyKey: string }) => Promise<UpstreamResult<{ id: number }>>;
  /** The draft read again, for its state. */
  detail: (id: number) => Promise<UpstreamResult<{ state: string }>>;
};

type DraftForm<Values, Body> = {
  /** The kind's namespace, whose `errors.invalidForm` answers a post without a known intent. */
  ns: 'tender' | 'bidding';
  valuesOf: (form: FormData) => Values;
  check: (values: Values, t: Translate) => Checked<Body>;
  /** The kind's save (of the checked body), publication and detail. */
  calls: (ctx: MemberContext, body: Body) => DraftCalls;
  /** The code of the platform's refusal of a save or publication in the item's state. */
  stateForbids: number;
  /** The field a refusal of the platform is about (none: the whole form's). */
  fieldOf: (refusal: UpstreamFailure) => string | undefined;
};

/** The publication's key: the form's own, marked. */
const publishKey = (formKey: string) => `${formKey.slice(0, 60)}-pub`;

/**
 * Saves a draft (new, the draft ?id=, or the draft this form was saved as when its publication was
 * refused) or publishes it (saved first, then published).
 */
export async function draftFormAction<Values, Body>(
  request: Request,
  locale: Locale,
  form: FormData,
  t: Translate,
  kind: DraftForm<Values, Body>,
): Promise<DraftDone | DraftFailure<Values>> {
  const ctx = await memberContext(request, locale);
  const intent = text(form, 'intent');
  const formKey = postedKey(form, 'formKey');
  const values = kind.valuesOf(form);
  // The page's draft, or the one a refused publication of this form saved (the platform checks it is the caller's).
  let draftId = optionalSubjectId(request) ?? idOf(text(form, 'draftId'));
  const fail = (fieldErrors: Record<string, string>, formError?: string): DraftFailure<Values> => ({
    ok: false,
    fieldErrors,
    ...(formError ? { formError } : {}),
    values,
    formKey,
    draftId,
  });
  if (intent !== 'save' && intent !== 'publish') return fail({}, t(`${kind.ns}:errors.invalidForm`));
  const checked = kind.check(values, t);
  if (!checked.ok) return fail(checked.fieldErrors);
  const calls = kind.calls(ctx, checked.body);
  const refusal = (result: UpstreamFailure) => {
    const field = kind.fieldOf(result);
    return field ? fail({ [field]: result.message }) : fail({}, result.message);
  };
  // A second press of "publish" that finds the draft published by the first (which answered first): done.
  const publishedAlready = async (result: UpstreamFailure, id: number | null) => {
    if (intent !== 'publish' || id === null || result.kind !== 'business' || result.code !== kind.stateForbids) return false;
    const now = await calls.detail(id);
    return now.ok && now.data.state === 'published';
  };

  const saved = await memberCall(request, calls.save({ ...(draftId !== null ? { id: draftId } : {}), idempotencyKey: formKey }));
  if (!saved.ok) return draftId !== null && (await publishedAlready(saved, draftId)) ? { ok: true, id: draftId, intent: 'publish' } : refusal(saved);
  draftId = saved.data.id;
  if (intent === 'save') return { ok: true, id: draftId, intent };
  const published = await memberCall(request, calls.publish({ id: draftId, idempotencyKey: publishKey(formKey) }));
  if (published.ok) return { ok: true, id: published.data.id, intent };
  return (await publishedAlready(published, draftId)) ? { ok: true, id: draftId, intent } : refusal(published);
}
