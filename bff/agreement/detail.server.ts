// One contract (?id=) as either party reads it (docs/decisions/025-contracts.md): its terms,
// versions, signatures, record and execution in one read; the comparison of two versions when the
// URL asks one (?from=&to=), failing alone; fresh keys for this render's keyed forms. Another
// member's contract, or none, is the page's 404 — for the platform's notifications, which link here
// for both sides, as for anyone. The signed document reads the signed version's terms.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { Agreement } from '#contract/schemas/agreement.ts';
import { siteFields } from '#contract/time.ts';
import { newKey } from '../forms.server.ts';
import { memberCall, memberContext, type MemberContext } from '../member/session.server.ts';
import { idParam, subjectId } from '../page-params.server.ts';
import { memberSubjectOrThrow } from '../page-status.server.ts';
import { renderTime } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import type { AgreementDetailView, AgreementDocumentView, AgreementFormKeys } from './detail-views.ts';

/** The contract, or the page's 404 (none, or not the member's), or its 503 when the platform does not answer. */
async function agreementOrThrow(request: Request, ctx: MemberContext, id: number): Promise<Agreement> {
  return memberSubjectOrThrow(await memberCall(request, callUpstream(api.agreement.detail, { ctx, query: { id } })));
}

/** Two different versions asked by the URL (either order), or null. */
function comparisonAsked(url: URL): { from: number; to: number } | null {
  const from = idParam(url, 'from');
  const to = idParam(url, 'to');
  if (from === null || to === null || from === to) return null;
  return { from: Math.min(from, to), to: Math.max(from, to) };
}

/** A key for every keyed form this render may show. */
function formKeys(agreement: Agreement): AgreementFormKeys {
  const pending = agreement.execution?.deliveries.filter((delivery) => delivery.state === 'pending') ?? [];
  return {
    sign: newKey(),
    propose: newKey(),
    comment: newKey(),
    terminate: newKey(),
    deliver: newKey(),
    accept: Object.fromEntries(pending.map((delivery) => [delivery.id, newKey()])),
    reject: Object.fromEntries(pending.map((delivery) => [delivery.id, newKey()])),
    pay: Object.fromEntries((agreement.execution?.stages ?? []).map((stage) => [stage.stageNo, newKey()])),
  };
}

export async function loadAgreementDetail(request: Request, locale: Locale): Promise<AgreementDetailView> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const asked = comparisonAsked(new URL(request.url));
  const [agreement, diffAnswer] = await Promise.all([
    agreementOrThrow(request, ctx, id),
    asked ? memberCall(request, callUpstream(api.agreement.diff, { ctx, query: { id, ...asked } })) : null,
  ]);
  // A version the contract does not have is no comparison to show.
  const known = asked !== null && asked.to <= agreement.version;
  return {
    agreement,
    compare: known ? asked : null,
    diff: known && diffAnswer ? toSection(diffAnswer) : null,
    keys: formKeys(agreement),
    today: siteFields(renderTime(request)).date,
  };
}

/** The signed document: the signed version's terms and hash; before signing, the current version as a draft. */
export async function loadAgreementDocument(request: Request, locale: Locale): Promise<AgreementDocumentView> {
  const ctx = await memberContext(request, locale);
  const agreement = await agreementOrThrow(request, ctx, subjectId(request));
  const versionNo = agreement.signedVersion ?? agreement.version;
  const row = agreement.versions.find((version) => version.version === versionNo) ?? null;
  if (versionNo === agreement.version) {
    return { agreement, version: row, versionNo, hash: agreement.hash, terms: agreement.terms, draft: agreement.signedVersion === null };
  }
  const read = memberSubjectOrThrow(
    await memberCall(request, callUpstream(api.agreement.version, { ctx, query: { id: agreement.id, version: versionNo } })),
  );
  return { agreement, version: read.row, versionNo, hash: read.row.hash, terms: read.terms, draft: false };
}
