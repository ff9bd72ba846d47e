// The member journey in each of the portal's languages (docs/product/member-side.md#the-member-side): a new
// company registers with the code read from the demo's SMS outbox, lands logged in in the member
// centre, chooses its role, and opens its member information and account security — every text
// checked is the language's own, read from locales/<lang>/member.json.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import enUS from '#locales/en-US/member.json' with { type: 'json' };
import koKR from '#locales/ko-KR/member.json' with { type: 'json' };
import zhCN from '#locales/zh-CN/member.json' with { type: 'json' };
import { baseUrl, hydrated, until, usePages, visit } from './browser.ts';
import { newCompany, register } from './members.ts';

const { open } = usePages();

const LANGUAGES = [
  { lang: 'zh-CN', member: zhCN, role: 'buyer' },
  { lang: 'en-US', member: enUS, role: 'supplier' },
  { lang: 'ko-KR', member: koKR, role: 'buyer' },
] as const;

for (const { lang, member, role } of LANGUAGES) {
  test(`${lang}: a new company registers, chooses to be a ${role}, and opens its member information and account security`, async () => {
    const { page, context } = await open();
    await context.addCookies([{ name: 'LX_LANG', value: Buffer.from(lang).toString('base64'), url: baseUrl }]);

    await page.goto('/register');
    await hydrated(page.getByTestId('register-submit'));
    assert.equal(await page.locator('html').getAttribute('lang'), lang);
    await until(async () => assert.equal(await page.title(), member.register.title));
    assert.ok(await page.getByTestId('register-form').getByLabel(member.register.companyName).first().isVisible());

    // Registered without a role: logged in, in the member centre, asked to choose one.
    const who = newCompany('none');
    await register(page, who);
    assert.equal(await page.getByTestId('member-layout').getAttribute('data-role'), 'none');
    assert.ok((await page.getByTestId('user-name').innerText()).trim().length > 0, 'logged in');
    const choice = page.getByTestId('role-choice');
    assert.ok(await choice.getByRole('heading', { name: member.home.roleChoice.title }).isVisible());
    assert.ok(await choice.getByText(member.home.roleChoice.text).isVisible());
    assert.equal((await page.getByTestId(`choose-${role}`).innerText()).trim(), member.home.roleChoice[role].choose);

    await (await hydrated(page.getByTestId(`choose-${role}`))).click();
    const chosen = page.getByTestId('role-chosen');
    await chosen.waitFor();
    assert.ok(await chosen.getByText(member.home.chosen[role].title).isVisible());
    assert.equal(await page.getByTestId('member-layout').getAttribute('data-role'), role === 'buyer' ? '2' : '1');

    // Member information, from the member centre's menu.
    const infoLink = page.getByTestId('member-menu-memberInfo');
    assert.equal((await infoLink.innerText()).trim(), member.menu.memberInfo);
    await Promise.all([page.waitForURL((url) => url.pathname === '/memberCenter/memberInfo'), infoLink.click()]);
    const info = page.getByTestId('member-info');
    await info.waitFor();
    await until(async () => assert.equal(await page.title(), member.info.title));
    assert.ok(await info.getByRole('heading', { name: member.info.title }).isVisible());
    assert.ok(await info.getByText(member.info.basic, { exact: true }).first().isVisible());
    assert.equal(await page.getByTestId('company-describe').count(), 1);
    assert.ok(await info.getByLabel(member.info.describe).isVisible());
    assert.equal(await info.getByLabel(member.info.name).inputValue(), who.company, 'the company registered');
    assert.equal(await info.getByRole('link', { name: member.info.viewShop }).count(), role === 'buyer' ? 1 : 0, 'a buyer is offered its shop');

    // Account security.
    await visit(page, '/memberCenter/accountSecurity');
    const security = page.getByTestId('account-security');
    await security.waitFor();
    await until(async () => assert.equal(await page.title(), member.security.title));
    assert.ok(await security.getByRole('heading', { name: member.security.title }).isVisible());
    assert.ok(await security.getByRole('heading', { name: member.security.password.title }).isVisible());
    assert.ok(await security.getByRole('heading', { name: member.security.phone.title }).isVisible());
    assert.ok(await security.getByLabel(member.security.password.old).isVisible());
    assert.equal(await page.getByTestId('member-menu-accountSecurity').getAttribute('aria-current'), 'page');
    assert.equal(await page.locator('html').getAttribute('lang'), lang);
  });
}
