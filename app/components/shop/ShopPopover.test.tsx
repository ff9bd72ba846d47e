// The company's facts behind the shop's name open without hovering (docs/decisions/028-phone-layout.md#tap-instead-of-hover):
// the server's HTML of the shop card, in a browser with scripts off, opens them on a click, a tap, Enter or Space
// on the name, and closes them on Esc (the focus back on the name), a tap outside or the name again; the name says
// whether they are open.
import { MantineProvider } from '@mantine/core';
import type { Browser, Page } from 'playwright-core';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '#contract/schemas.ts';
import { expandedState, hasChromium, launchChromium, markupPage } from '#tests/support/markup-in-browser.ts';
import { translations } from '#tests/support/render-page.tsx';
import { ShopFacts } from './ShopPopover.lazy.tsx';

const SHOP: Shop = {
  id: 3,
  memberId: 30,
  roleId: 2,
  type: 'enterprise',
  memberName: 'Huadong Pipes Co., Ltd.',
  logo: '',
  banner: '',
  creditPoint: 120,
  status: true,
  registeredCapital: 500,
  establishmentDate: Date.UTC(2012, 4, 9),
  registerYears: 13,
  registerArea: 'Shanghai',
  areas: '上海市',
  provinceName: '上海市',
  cityName: '上海市',
  avgTradeCommentStar: 4.6,
  inquiryNum: 12,
  inviteTenderNum: 4,
  biddingNum: 2,
  purchaseNum: 9,
  purchaseAmount: 1_250_000,
  describe: '',
  mainCategory: '',
  companyPics: [],
  honorPics: [],
  advertPics: [],
  albumPics: [],
  slideshowBOList: [],
  albumUrl: null,
  collectStatus: false,
};

const NAME = '[data-testid="shop-name"]';
let browser: Browser;
let html: string;

beforeAll(async () => {
  html = renderToString(
    <I18nextProvider i18n={await translations('en-US')}>
      <MantineProvider>
        <MemoryRouter>
          <ShopFacts shop={SHOP} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
  if (hasChromium) browser = await launchChromium();
});
afterAll(() => browser?.close());

const facts = (page: Page) => page.getByTestId('shop-popover');

describe.skipIf(!hasChromium)("the shop card's company facts, from the server's HTML with no script", () => {
  it('open on a click on the name, which says so, and close on Esc with the focus back on the name', async () => {
    const page = await markupPage(browser, html);
    expect(await facts(page).isVisible()).toBe(false);
    expect(await expandedState(page, NAME)).toBe(false);

    await page.getByTestId('shop-name').click();
    await facts(page).waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog', { name: 'Company details' }).isVisible()).toBe(true);
    expect(await facts(page).locator('dt').allInnerTexts()).toEqual([
      'Real-name authentication',
      'Registered capital',
      'Satisfaction',
      'Established',
      'Region',
      'Cumulative inquiries',
      'Cumulative tenders',
      'Cumulative bids',
      'Total purchase amount',
    ]);
    expect(await page.getByTestId('shop-fact-inquiries').locator('dd').textContent()).toBe('12');
    expect(await expandedState(page, NAME)).toBe(true);

    await page.keyboard.press('Escape');
    await facts(page).waitFor({ state: 'hidden' });
    expect(await expandedState(page, NAME)).toBe(false);
    expect(await page.locator(`${NAME}:focus`).count()).toBe(1);

    // The name again closes what it opened.
    await page.getByTestId('shop-name').click();
    await facts(page).waitFor({ state: 'visible' });
    await page.getByTestId('shop-name').click();
    await facts(page).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('open from the keyboard: Tab to the name, then Enter or Space', async () => {
    const page = await markupPage(browser, html);
    await page.keyboard.press('Tab');
    expect(await page.locator(`${NAME}:focus`).count()).toBe(1);
    await page.keyboard.press('Enter');
    await facts(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await facts(page).waitFor({ state: 'hidden' });
    await page.keyboard.press('Space');
    await facts(page).waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('open on a tap on a phone and close on a tap outside (where they show: tests/e2e/phone-tap.e2e.ts)', async () => {
    // Without the portal's styles (Mantine's stars unstyled would fill the window), the card in the window's middle.
    const page = await markupPage(browser, html, { phone: true, css: '[popover] { max-height: 50vh; }' });
    await page.getByTestId('shop-name').tap();
    await facts(page).waitFor({ state: 'visible' });
    await page.getByText('Page text').tap();
    await facts(page).waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
