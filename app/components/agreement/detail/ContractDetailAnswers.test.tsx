// What the contract page says after an action (rendered on the server, in English, its dialogs drawn in
// place so that their contents can be read): a refused rejection is said in its dialog, open again with
// the reason typed, and the buyer's buttons name the delivery they are about, each verdict under a key
// of its own; the delivery and payment forms are drawn anew only when a delivery or a payment was
// made, not when the page is read again with new keys; "done" waits until the contract has been read
// again; a post that is no form of the page is said above it; a comparison names a field it does not
// know by a word, never its raw id.
import { MantineProvider, Modal } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgreementActionAnswer } from '#bff/agreement/detail-views.ts';
import { attributeOf, countOf, translations } from '#tests/support/render-page.tsx';
import { ContractDetailPage } from './ContractDetailPage.tsx';
import { DiffTable } from './ContractVersions.tsx';
import { agreement, detailView, EXECUTION, signed } from './contract-fixture.ts';
import { deliveryFormKey, payFormKey } from './contract-view.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

/** Dialogs drawn where they are declared (a portal is drawn only in a browser). */
const inPlace = { components: { Modal: Modal.extend({ defaultProps: { withinPortal: false } }) } };

/**
 * `page` in the member centre of a buyer (2) or a supplier (1); `navigating`: while the router is
 * reading another page (what it does between an action and the page read again).
 */
async function render(page: ReactNode, { role = 2, navigating = false }: { role?: 1 | 2; navigating?: boolean } = {}): Promise<string> {
  const router = createMemoryRouter(
    [
      {
        id: 'member-layout',
        path: '/',
        loader: () => ({ user: { memberRoleType: role } }),
        children: [
          { index: true, element: page },
          { path: 'again', loader: () => new Promise(() => {}), element: null },
        ],
      },
    ],
    { hydrationData: { loaderData: { 'member-layout': { user: { memberRoleType: role } } } } },
  );
  if (navigating) {
    void router.navigate('/again');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.navigation.state).toBe('loading');
  }
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={inPlace}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** The html from the element carrying `testId` to the end of its form. */
const formOf = (html: string, testId: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</form>', start));
};

describe('the buyer’s verdict on a delivery', () => {
  const refusedRejection: AgreementActionAnswer = {
    ok: false,
    intent: 'reject',
    code: 39027,
    message: 'This delivery was decided already',
    fieldErrors: {},
    values: { reason: 'Scratched' },
    deliveryId: 32,
  };

  it('a rejection the platform refused is said in its dialog, open again with the reason typed, under the rejection’s own key', async () => {
    const html = await render(<ContractDetailPage view={detailView(signed('buyer'))} answer={refusedRejection} />);
    const dialog = formOf(html, 'contract-reject-form');
    expect(dialog).toContain('This delivery was decided already');
    expect(attributeOf(dialog, 'contract-action-error', 'data-intent')).toEqual(['reject']);
    expect(dialog).toContain('Scratched</textarea>');
    expect(dialog).toMatch(/name="idempotencyKey" value="reject-key-32"/);
    // Said once, in the dialog, not above the deliveries.
    expect(countOf(html, 'contract-action-error')).toBe(1);
  });

  it('a reason refused is said on the reason, in the dialog', async () => {
    const answer: AgreementActionAnswer = {
      ok: false,
      intent: 'reject',
      fieldErrors: { reason: 'Required' },
      values: { reason: ' ' },
      deliveryId: 32,
    };
    const html = await render(<ContractDetailPage view={detailView(signed('buyer'))} answer={answer} />);
    expect(formOf(html, 'contract-reject-form')).toContain('Required');
  });

  it('an acceptance the platform refused is said above the deliveries, and no dialog opens', async () => {
    const answer: AgreementActionAnswer = { ...refusedRejection, intent: 'accept', values: {} };
    const html = await render(<ContractDetailPage view={detailView(signed('buyer'))} answer={answer} />);
    expect(attributeOf(html, 'contract-action-error', 'data-intent')).toEqual(['accept']);
    expect(countOf(html, 'contract-reject-form')).toBe(0);
  });

  it('each button names the delivery it is about; accepting has its own key', async () => {
    const html = await render(<ContractDetailPage view={detailView(signed('buyer'))} answer={undefined} />);
    expect(attributeOf(html, 'contract-delivery-reject-open', 'aria-label')).toEqual(['Reject the delivery of 4 on line 1']);
    expect(attributeOf(html, 'contract-delivery-accept', 'aria-label')).toEqual(['Accept the delivery of 4 on line 1']);
    expect(html).toMatch(/name="idempotencyKey" value="accept-key-32"/);
    expect(countOf(html, 'contract-reject-form')).toBe(0);
  });
});

describe('the forms that record a delivery and a payment', () => {
  it('are drawn anew when a delivery or a payment was made, not when the page is read again with new keys', () => {
    expect(deliveryFormKey(EXECUTION)).toBe(deliveryFormKey({ ...EXECUTION }));
    const delivered = { ...EXECUTION, deliveries: [...EXECUTION.deliveries, { ...EXECUTION.deliveries[1]!, id: 34 }] };
    expect(deliveryFormKey(delivered)).not.toBe(deliveryFormKey(EXECUTION));
    const paid = { ...EXECUTION, payments: [...EXECUTION.payments, { id: 43, stageNo: 2, amount: 100, createTime: 0 }] };
    expect(payFormKey(paid, 1)).toBe(payFormKey(EXECUTION, 1));
    expect(payFormKey(paid, 2)).not.toBe(payFormKey(EXECUTION, 2));
  });
});

describe('what the page says after an action', () => {
  const done: AgreementActionAnswer = { ok: true, intent: 'sign' };

  it('says it was done once the contract has been read again, not while it is read', async () => {
    const view = detailView(agreement());
    expect(attributeOf(await render(<ContractDetailPage view={view} answer={done} />), 'contract-action-done', 'data-intent')).toEqual(['sign']);
    expect(countOf(await render(<ContractDetailPage view={view} answer={done} />, { navigating: true }), 'contract-action-done')).toBe(0);
  });

  it('says above the page that a post was no form of it, whatever the contract’s state', async () => {
    const answer: AgreementActionAnswer = {
      ok: false,
      intent: null,
      message: 'The form could not be read: reload the page and try again.',
      fieldErrors: {},
      values: {},
    };
    const html = await render(<ContractDetailPage view={detailView(signed('supplier'))} answer={answer} />, { role: 1 });
    expect(attributeOf(html, 'contract-action-error', 'data-intent')).toEqual(['none']);
    expect(html).toContain('The form could not be read: reload the page and try again.');
  });
});

describe('a comparison', () => {
  it('names a field it does not know by a word, never its raw id', async () => {
    const html = await render(
      <DiffTable diff={{ from: 1, to: 2, changes: [{ section: 'line', key: '1', field: 'warrantyMonths', before: '12', after: '24' }] }} />,
    );
    expect(html).toContain('1 · Another field');
    expect(html).not.toContain('warrantyMonths<');
  });
});
