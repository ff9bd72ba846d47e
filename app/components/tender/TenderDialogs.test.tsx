// What the tender pages' dialogs and forms tell their users (rendered on the server, in English; the
// dialogs drawn in place so that what they hold can be read): a cancellation or a rejection the
// platform refused says why inside its dialog, open again over the page, never behind it; the
// rejection leaves its checks to the page (its language); the registration form says by its region
// fields that the regions could not be read; each answer box is named by its question; an amendment
// lists what it changed in the language's words and opens its documents in a tab that cannot reach back.
import { createTheme, MantineProvider, Modal } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationPageView, RegistrationsPageView } from '#bff/tender/registration-views.ts';
import type { BuyerClarification, TenderAmendmentView, TenderDetail, TenderRegistrationRow } from '#contract/schemas.ts';
import { countOf, renderMemberPage, translations } from '#tests/support/render-page.tsx';
import { AmendmentHistory } from './AmendmentHistory.tsx';
import { CancelTender } from './CancelTender.tsx';
import { BuyerQuestions } from './ClarificationBuyer.tsx';
import { RegistrationPage } from './RegistrationForm.tsx';
import { RegistrationReviewPage } from './RegistrationReview.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const DAY = 86_400_000;
const NOW = Date.UTC(2030, 0, 1, 2, 0, 0);
/** Dialogs drawn where they stand rather than in a portal, which a page rendered on the server leaves empty. */
const inPlace = createTheme({ components: { Modal: Modal.extend({ defaultProps: { withinPortal: false } }) } });
const render = (page: ReactNode, roleType: 1 | 2 | null = 2) =>
  renderMemberPage(i18n, <MantineProvider theme={inPlace}>{page}</MantineProvider>, roleType);
/** The markup of the open dialog (Mantine's role="dialog" section). */
const dialogOf = (html: string) => /<section[^>]*role="dialog"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('a refusal in a dialog', () => {
  it('the cancellation the platform refused: said in the dialog, open again with the reason typed', () => {
    const html = render(
      <CancelTender
        answer={{ ok: false, intent: 'cancel', message: 'This tender may no longer be cancelled', fieldErrors: {}, values: { reason: 'Budget cut' } }}
      />,
    );
    const dialog = dialogOf(html);
    expect(dialog).toContain('data-testid="tender-action-error"');
    expect(dialog).toContain('This tender may no longer be cancelled');
    expect(dialog).toContain('Budget cut');
    expect(countOf(html, 'tender-action-error')).toBe(1);
  });

  it('the rejection the platform refused: said in the dialog (not behind it), its checks the page’s', () => {
    const row: TenderRegistrationRow = {
      id: 4,
      tenderId: 9,
      contactName: 'Zhao',
      phone: '021-12345678',
      email: 'bids@example.com',
      provinceCode: '310000',
      provinceName: 'Shanghai',
      cityCode: '310100',
      cityName: 'Shanghai',
      address: '100 Century Avenue',
      files: [],
      qualificationFiles: [],
      review: 'pending',
      reviewReason: null,
      reviewTime: null,
      createTime: NOW - DAY,
      supplier: { memberId: 5, roleId: 1, name: 'Best Pumps' },
    };
    const view: RegistrationsPageView = {
      page: {
        status: 'ok',
        data: {
          tender: {
            id: 9,
            code: 'ZB9',
            projectName: 'Pump station',
            state: 'published',
            phase: 'prequalification',
            isQualificationCheck: true,
            registerStartTime: NOW - 9 * DAY,
            registerEndTime: NOW - DAY,
            preCheckStartTime: NOW - DAY,
            preCheckEndTime: NOW + DAY,
            preCheckRequirement: '',
            registerRequirement: '',
            reviewable: true,
          },
          data: [row],
          totalCount: 1,
          reviewCounts: { pending: 1, approved: 0, rejected: 0 },
          serverTime: NOW,
        },
      },
      tenderId: 9,
      review: null,
      current: 1,
      pageSize: 20,
    };
    const refused = {
      ok: false as const,
      registrationId: 4,
      fieldErrors: {},
      formError: 'Already reviewed',
      values: { decision: 'reject', reason: 'Expired' },
    };
    const html = render(<RegistrationReviewPage view={view} answer={refused} />);
    const dialog = dialogOf(html);
    expect(dialog).toContain('Already reviewed');
    expect(dialog).toContain('Expired');
    expect(/<form[^>]*noValidate[^>]*data-testid="registration-reject-form"/i.test(dialog)).toBe(true);
    expect(countOf(html, 'registrations-refused')).toBe(1);
    // An approval refused has no dialog: said over the list.
    const approval = render(<RegistrationReviewPage view={view} answer={{ ...refused, values: { decision: 'approve' } }} />);
    expect(dialogOf(approval)).toBe('');
    expect(countOf(approval, 'registrations-refused')).toBe(1);
  });
});

describe('the registration form', () => {
  it('says by the region fields that the regions could not be read, the rest of the form there', () => {
    const tender = {
      id: 9,
      code: 'ZB9',
      projectName: 'Pump station',
      memberId: 3,
      memberRoleId: 2,
      memberName: 'Acme Works',
      phase: 'registration',
      phaseEndTime: NOW + 4 * DAY,
      registerStartTime: NOW - DAY,
      registerEndTime: NOW + 4 * DAY,
      registerRequirement: '',
      registerFile: [],
      isQualificationCheck: false,
      preCheckStartTime: null,
      preCheckEndTime: null,
      preCheckRequirement: '',
      preCheckFile: [],
      inviteTenderRequirement: '',
      inviteTenderFile: [],
    } as unknown as TenderDetail;
    const view: RegistrationPageView = {
      form: { status: 'ok', data: { tender, refusal: null, refusalMessage: null, registration: null, serverTime: NOW } },
      provinces: { status: 'error', code: 9999, message: 'Service unavailable' },
      serverTime: NOW,
      formKey: 'key-registration-0001',
    };
    const html = render(<RegistrationPage view={view} answer={undefined} />, 1);
    expect(html).toContain('The provinces and cities could not be loaded; please reload the page in a moment');
    expect(countOf(html, 'registration-contact')).toBe(1);
    expect(countOf(html, 'registration-submit')).toBe(1);
  });
});

describe('the questions and amendments', () => {
  it('names each answer box by its question', () => {
    const asker = { memberId: 5, roleId: 1, name: 'Best Pumps', userName: 'li' };
    const question = (id: number, text: string) => ({ id, question: text, asker, askTime: NOW - DAY, answer: null, answerTime: null });
    const page = {
      viewer: 'buyer',
      answerOpen: true,
      questions: [question(1, 'Is delivery to site included?'), question(2, 'Are equivalent brands accepted, with a comparison sheet?')],
    } as unknown as BuyerClarification;
    const html = render(<BuyerQuestions page={page} answer={undefined} />);
    expect(html).toContain('Answer to “Is delivery to site included?”');
    expect(html).toContain('Answer to “Are equivalent brands accepted, with a c…”');
  });

  it('lists what an amendment changed in the language’s words, its documents opened apart', () => {
    const amendment: TenderAmendmentView = {
      revision: 2,
      time: NOW,
      reason: 'References added',
      changed: ['requirement', 'files'],
      inviteTenderRequirement: 'Three years of references',
      inviteTenderFile: [{ name: 'spec-v2.pdf', url: '/files/u/2', fileId: 2 }],
      previousEndTime: NOW + 10 * DAY,
      inviteTenderEndTime: NOW + 10 * DAY,
      previousOpenTime: NOW + 10 * DAY,
      openTenderTime: NOW + 10 * DAY,
      moved: false,
    };
    const english = render(<AmendmentHistory amendments={[amendment]} />);
    expect(english).toContain('Changed: tender requirement, tender documents');
    expect(english).toMatch(/<a[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>spec-v2\.pdf/);
  });
});
