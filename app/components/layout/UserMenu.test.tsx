// The user's card in the top bar opens without hovering (docs/decisions/028-phone-layout.md#tap-instead-of-hover): the
// server's HTML, in a browser with scripts off, opens it on a click, a tap, Enter or Space on the button beside the
// name (the name stays the link to the member home), lets Tab go on into its links and sign-out, and closes it on Esc
// (the focus back on the button) or a tap outside; the button says whether it is open.
import { MantineProvider } from '@mantine/core';
import type { Browser, Page } from 'playwright-core';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '#contract/schemas.ts';
import { expandedState, hasChromium, launchChromium, markupPage } from '#tests/support/markup-in-browser.ts';
import { translations } from '#tests/support/render-page.tsx';
import { UserCard } from './UserMenu.lazy.tsx';

const USER: SessionUser = {
  userId: 7,
  memberId: 31,
  memberRoleId: 4,
  roleId: 2,
  memberRoleType: 2,
  name: 'Li Wei',
  logo: '',
  creditPoint: 85,
  levelTag: 2,
  roles: [],
};

const TOGGLE = '[data-testid="user-menu-toggle"]';
let browser: Browser;
let html: string;

beforeAll(async () => {
  html = renderToString(
    <I18nextProvider i18n={await translations('en-US')}>
      <MantineProvider>
        {/* A data router: the card's sign-out is a Form. */}
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <UserCard user={USER} /> }])} />
      </MantineProvider>
    </I18nextProvider>,
  );
  if (hasChromium) browser = await launchChromium();
});
afterAll(() => browser?.close());

const card = (page: Page) => page.getByTestId('user-card');

describe.skipIf(!hasChromium)("the user's card, from the server's HTML with no script", () => {
  it('opens on a click on the button beside the name, which says so, and closes on Esc with the focus back on it', async () => {
    const page = await markupPage(browser, html);
    expect(await page.getByTestId('user-name').getAttribute('href')).toBe('/memberCenter');
    expect(await card(page).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'User menu' }).isVisible()).toBe(true);
    expect(await expandedState(page, TOGGLE)).toBe(false);

    await page.getByTestId('user-menu-toggle').click();
    await card(page).waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog', { name: 'User menu' }).isVisible()).toBe(true);
    expect(await page.getByTestId('user-level').textContent()).toBe('Level 2');
    expect(await page.getByTestId('user-credit-points').textContent()).toBe('Credit points: 85');
    expect(await card(page).getByRole('link').allInnerTexts()).toEqual(['Account security', 'Member information', 'Capital accounts', 'My messages']);
    expect(await page.getByTestId('sign-out').isVisible()).toBe(true);
    expect(await expandedState(page, TOGGLE)).toBe(true);

    await page.keyboard.press('Escape');
    await card(page).waitFor({ state: 'hidden' });
    expect(await expandedState(page, TOGGLE)).toBe(false);
    expect(await page.locator(`${TOGGLE}:focus`).count()).toBe(1);
    await page.context().close();
  });

  it('opens from the keyboard, and Tab goes on from the button into it; Esc from inside closes it', async () => {
    const page = await markupPage(browser, html);
    await page.keyboard.press('Tab');
    expect(await page.locator('[data-testid="user-name"]:focus').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.locator(`${TOGGLE}:focus`).count()).toBe(1);
    await page.keyboard.press('Enter');
    await card(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await card(page).locator(':focus').textContent()).toBe('Account security');
    await page.keyboard.press('Escape');
    await card(page).waitFor({ state: 'hidden' });
    expect(await page.locator(`${TOGGLE}:focus`).count()).toBe(1);
    await page.keyboard.press('Space');
    await card(page).waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('opens on a tap on a phone and closes on a tap outside (where it shows: tests/e2e/phone-tap.e2e.ts)', async () => {
    const page = await markupPage(browser, html, { phone: true, css: '[popover] { max-height: 50vh; }' });
    await page.getByTestId('user-menu-toggle').tap();
    await card(page).waitFor({ state: 'visible' });
    await page.getByText('Page text').tap();
    await card(page).waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
