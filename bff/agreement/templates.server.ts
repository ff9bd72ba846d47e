// The buyer's contract templates (docs/decisions/025-contracts.md): the texts it starts its contracts
// from, listed, and one added or edited (?id=) with its name and body; the placeholders ({{supplier}} …)
// are filled in by the platform when a draft names the template. The save is keyed (a double press
// saves once); a refusal keeps what was typed. The page is the buyer's: another member gets its 404.
import { data } from 'react-router';
import { Code } from '#contract/codes.ts';
import { api, SaveTemplateBody } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { issueKind } from '../form-fields.server.ts';
import { newKey, postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { idParam, optionalSubjectId } from '../page-params.server.ts';
import { memberSectionOrThrow, notForMember } from '../page-status.server.ts';
import { callUpstream } from '../upstream.server.ts';
import type { TemplateFailure, TemplatesView, TemplateValues } from './views.ts';

export async function loadTemplates(request: Request, locale: Locale): Promise<TemplatesView> {
  const ctx = await memberContext(request, locale);
  const editId = optionalSubjectId(request);
  const templates = memberSectionOrThrow(await memberCall(request, callUpstream(api.agreementBuyer.templates, { ctx, query: {} })));
  let editing = null;
  if (editId !== null) {
    // A template to edit cannot be shown while the list cannot be read; one that is not among the buyer's is the page's 404.
    if (templates.status !== 'ok') throw data(null, { status: 503 });
    editing = templates.data.find((template) => template.id === editId) ?? null;
    if (editing === null) throw data(null, { status: 404 });
  }
  return {
    templates,
    editing,
    values: editing ? { name: editing.name, body: editing.body } : { name: '', body: '' },
    formKey: newKey(),
    saved: new URL(request.url).searchParams.get('saved') === '1',
  };
}

export type TemplateAnswer = { ok: true; id: number } | TemplateFailure;

/** Saves the template (new, or the page's ?id=): its id, or the refusal with what was typed. */
export async function templateAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<TemplateAnswer> {
  const url = new URL(request.url);
  const id = idParam(url, 'id');
  const formKey = postedKey(form, 'formKey');
  const values: TemplateValues = { name: text(form, 'name'), body: text(form, 'body') };
  const fail = (fieldErrors: TemplateFailure['fieldErrors'], formError?: string): TemplateFailure => ({
    ok: false,
    fieldErrors,
    ...(formError ? { formError } : {}),
    values,
    formKey,
  });
  // The page edits the template it names: an ?id= that names none is a form the page did not write.
  if (id === null && url.searchParams.has('id')) return fail({}, t('contract:errors.invalidForm'));
  const ctx = await memberContext(request, locale);
  const parsed = SaveTemplateBody.safeParse({ ...(id !== null ? { id } : {}), ...values, idempotencyKey: formKey });
  if (!parsed.success) {
    const fieldErrors: TemplateFailure['fieldErrors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field !== 'name' && field !== 'body') return fail({}, t('contract:errors.invalidForm'));
      const kind = issueKind(issue);
      fieldErrors[field] ??=
        kind === 'tooLong' ? t('contract:errors.tooLong', { max: (issue as { maximum?: unknown }).maximum }) : t('contract:errors.required');
    }
    return fail(fieldErrors);
  }
  const saved = await memberCall(request, callUpstream(api.agreementBuyer.saveTemplate, { ctx, body: parsed.data }));
  if (saved.ok) return { ok: true, id: saved.data.id };
  if (notForMember(saved) && saved.code !== Code.PARAM_INVALID) throw data(null, { status: 404 });
  return fail({}, saved.message);
}
