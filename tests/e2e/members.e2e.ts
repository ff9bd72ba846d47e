// The member side (docs/product/member-side.md#the-member-side): registration with an SMS code read from
// the demo's outbox, the member centre's frame and its door (a visitor logs in and comes back), the
// role choice of a member without one, the company profile feeding the buyer's shop, and every
// member-centre link of the top bar, the user card and the user panel leading to a page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { describeFindings, seriousViolations } from '#tests/support/axe.ts';
import { baseUrl, cookie, hydrated, loginAs, until, usePages, visit } from './browser.ts';
import { codeFromOutbox, inEnglish, newCompany, PNG_BYTES, register } from './members.ts';

const { open, openAs } = usePages();

test('a visitor opening account security is sent to log in and comes back to the page', async () => {
  const { page } = await open();
  await page.goto('/memberCenter/accountSecurity');
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/memberCenter/accountSecurity');
  await hydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-account').fill('buyer');
  await page.getByTestId('login-password').fill('demo1234');
  await Promise.all([page.waitForURL((url) => url.pathname === '/memberCenter/accountSecurity'), page.getByTestId('login-submit').click()]);
  await page.getByTestId('account-security').waitFor();
  assert.equal(await page.getByTestId('member-menu-accountSecurity').getAttribute('aria-current'), 'page');
  assert.equal(await page.getByTestId('member-layout').getAttribute('data-role'), '2');
  assert.equal(await page.getByTestId('site-header').count(), 0, 'no mall header in the member centre');
  assert.ok(await page.getByTestId('top-bar').isVisible(), 'the same top bar as the mall');
  assert.ok(await page.getByTestId('member-menu-review').isVisible(), 'a buyer reviews supplier applications');
});

test('a new company registers as a supplier in English, reading its code from the SMS outbox, and lands in the member centre', async () => {
  const { page, context } = await open();
  await inEnglish(context);
  await page.goto('/');
  await (await hydrated(page.getByTestId('register-link'))).click();
  await page.waitForURL((url) => url.pathname === '/register');
  await hydrated(page.getByTestId('register-submit'));
  await until(async () => assert.equal(await page.title(), 'Free registration'));

  // Refused by the portal's own check: each message on its field, in English; what was typed stays.
  const who = newCompany('supplier');
  await page.getByTestId('register-company').fill(who.company);
  await page.getByTestId('register-account').fill('1bad');
  await page.getByTestId('register-password').fill('short');
  await page.getByTestId('register-submit').click();
  const form = page.getByTestId('register-form');
  await form.getByText('The account name starts with a letter').waitFor();
  assert.ok(await form.getByText('The password must be 8 to 32 characters with both letters and digits').isVisible());
  assert.ok(await form.getByText('Please read and accept the terms of registration').isVisible());
  assert.equal(await page.getByTestId('register-company').inputValue(), who.company, 'the company name is kept');
  assert.equal(await page.getByTestId('register-password').inputValue(), 'short', 'the password is kept');

  // The password's rules as one types.
  const rules = page.getByTestId('password-rules');
  assert.equal(await rules.locator('[data-rule="digit"]').getAttribute('data-met'), 'false');
  await page.getByTestId('register-password').fill('secret123');
  await until(async () => assert.equal(await rules.locator('[data-met="true"]').count(), 3));

  // A wrong code is refused on the code's field by the platform.
  await page.getByTestId('register-account').fill(who.account);
  await page.getByTestId('register-phone').fill(who.phone);
  await page.getByTestId('register-send-code').click();
  await page.getByTestId('register-code-sent').waitFor();
  await until(async () => assert.match(await page.getByTestId('register-send-code').innerText(), /^Again in \d+ s$/));
  assert.equal(await page.getByTestId('register-send-code').isDisabled(), true, 'no second code within the minute');
  const code = await codeFromOutbox(context, who.phone);
  await page.getByTestId('register-sms-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('register-role-supplier').check();
  await page.getByTestId('register-agreement').check();
  await page.getByTestId('register-submit').click();
  await form.getByText('Wrong verification code').waitFor();
  assert.equal(await page.getByTestId('register-account').inputValue(), who.account);

  await page.getByTestId('register-sms-code').fill(code);
  await Promise.all([page.waitForURL((url) => url.pathname === '/memberCenter'), page.getByTestId('register-submit').click()]);
  await page.getByTestId('member-layout').waitFor();
  assert.equal(await page.getByTestId('member-layout').getAttribute('data-role'), '1', 'a supplier');
  assert.ok(await page.getByTestId('member-menu-applications').isVisible());
  assert.ok((await page.getByTestId('user-name').innerText()).trim().length > 0, 'logged in');
});

test('a member without a role becomes a buyer, and its shop appears among the buyer companies', async () => {
  const { page } = await open();
  await page.goto('/register');
  await hydrated(page.getByTestId('register-submit'));
  const who = newCompany('none');
  await register(page, who);
  assert.equal(await page.getByTestId('member-layout').getAttribute('data-role'), 'none');
  await (await hydrated(page.getByTestId('choose-buyer'))).click();
  await page.getByTestId('role-chosen').waitFor();
  assert.equal(await page.getByTestId('member-layout').getAttribute('data-role'), '2', 'the frame follows the new role');
  assert.ok(await page.getByTestId('member-menu-review').isVisible());
  assert.equal(await page.getByTestId('role-choice').count(), 0);

  // The cookie names the role too: a reload keeps it, and the home's panel has the buyer's shortcuts.
  await visit(page, '/');
  await page.getByTestId('quick-links-buyer').waitFor();
  await visit(page, `/enterprisePurchasing?keyword=${encodeURIComponent(who.company)}`);
  await page.locator('[data-testid^="company-link-"]', { hasText: who.company }).first().waitFor();
});

test('a buyer edits its profile, and its shop pages show it at once, to itself and to a visitor', async () => {
  const { page } = await open();
  await page.goto('/register');
  await hydrated(page.getByTestId('register-submit'));
  const who = newCompany('buyer');
  await register(page, who);

  await visit(page, '/memberCenter/memberInfo');
  const shopLink = page.getByTestId('member-info').getByRole('link', { name: '查看我的店铺' });
  const shopPath = (await shopLink.getAttribute('href')) ?? '';
  const shopId = /\/shopIndex\/(\d+)$/.exec(shopPath)?.[1];
  assert.ok(shopId, `the page links to the buyer's shop: ${shopPath}`);

  // A visitor saw the shop before the change (its answer is now in the cache).
  const visitor = await open();
  await visit(visitor.page, `/shopIndex/${shopId}`);

  const describe = `${who.company} makes precision parts ${Date.now()}`;
  await hydrated(page.getByTestId('company-save'));
  await page.getByTestId('company-describe').fill(describe);
  await page.getByTestId('company-province').selectOption('440000');
  await page.getByTestId('company-city').selectOption('440100');
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await until(async () => assert.match((await page.getByTestId('company-logo').locator('img').getAttribute('src')) ?? '', /^\/files\/u\//));
  await page.getByTestId('company-save').click();
  await page.getByTestId('company-saved').waitFor();
  assert.equal(await page.getByTestId('company-describe').inputValue(), describe, 'the form shows what was saved');

  await visit(page, `/aboutUs/${shopId}`);
  await page.getByTestId('about-brief').getByText(describe).waitFor();
  await visit(visitor.page, `/aboutUs/${shopId}`);
  await visitor.page.getByTestId('about-brief').getByText(describe).waitFor();
  assert.match((await visitor.page.getByTestId('shop-logo').locator('img').getAttribute('src')) ?? '', /^\/files\/u\//, 'the uploaded logo');
});

test('a member changes its password (the other session is signed out) and its phone with a code sent to the new phone', async () => {
  const { page } = await open();
  await page.goto('/register');
  await hydrated(page.getByTestId('register-submit'));
  const who = newCompany('supplier');
  await register(page, who);
  const other = await open();
  await loginAs(other.page, who.account, { password: who.password });

  await visit(page, '/memberCenter/accountSecurity');
  await hydrated(page.getByTestId('change-password'));
  await page.getByTestId('old-password').fill('not-the-password1');
  await page.getByTestId('new-password').fill('newsecret456');
  await page.getByTestId('confirm-password').fill('newsecret45');
  await page.getByTestId('change-password').click();
  const passwordForm = page.getByTestId('password-form');
  await passwordForm.getByText('两次输入的密码不一致').waitFor();
  await page.getByTestId('confirm-password').fill('newsecret456');
  await page.getByTestId('change-password').click();
  await passwordForm.getByText('原密码错误').waitFor();
  assert.equal(await page.getByTestId('new-password').inputValue(), 'newsecret456', 'what was typed stays');
  await page.getByTestId('old-password').fill(who.password);
  await page.getByTestId('change-password').click();
  await page.getByTestId('password-changed').waitFor();
  assert.match(await page.getByTestId('password-changed').innerText(), /1/);

  // The other browser's session has ended (the platform answers 1101): the member centre sends it to
  // log in and back, its cookie cleared.
  await other.page.goto('/memberCenter/capitalAccount');
  await other.page.waitForURL((url) => url.pathname === '/login');
  assert.equal(new URL(other.page.url()).searchParams.get('redirect'), '/memberCenter/capitalAccount');
  assert.equal(await cookie(other.context, 'AUTH'), undefined, "the ended session's cookie is cleared");

  const phone = newCompany('supplier').phone;
  await page.getByTestId('new-phone').fill(phone);
  await page.getByTestId('phone-send-code').click();
  await page.getByTestId('phone-code-sent').waitFor();
  const code = await codeFromOutbox(page.context(), phone);
  await page.getByTestId('phone-sms-code').fill(code);
  await page.getByTestId('change-phone').click();
  await page.getByTestId('phone-changed').waitFor();
  assert.match(await page.getByTestId('phone-changed').innerText(), new RegExp(phone));
});

test('the capital account shows balance, frozen and total, and its movements filtered by kind', async () => {
  const { page } = await openAs('buyer');
  await hydrated(page.getByTestId('top-bar'));
  await visit(page, '/memberCenter/capitalAccount');
  for (const figure of ['balance', 'frozen', 'total']) assert.match(await page.getByTestId(`capital-${figure}`).innerText(), /¥[\d,]+\.\d{2}/);
  const all = await page.getByTestId('capital-movement').count();
  assert.ok(all > 0, 'the demo buyer has movements');
  await (await hydrated(page.getByTestId('capital-kind'))).selectOption('deposit');
  await page.waitForURL((url) => url.searchParams.get('kind') === 'deposit');
  await until(async () => {
    const kinds = await page.getByTestId('capital-movement').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));
    assert.ok(kinds.length > 0 && kinds.every((kind) => kind === 'deposit'), kinds.join());
  });
});

/** The member links of a page: the top bar's, the user card's, and the user panel's (both toggles for a member without a role). */
async function memberLinks(page: Page): Promise<string[]> {
  const hrefs = new Set<string>();
  const add = async (links: Locator) => {
    for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''))) hrefs.add(href);
  };
  await add(page.getByTestId('top-bar').locator('a[href^="/"]'));
  await (await hydrated(page.getByTestId('user-name'))).hover();
  await page.getByTestId('user-card').waitFor();
  await add(page.getByTestId('user-card').locator('a'));
  const panel = page.getByTestId('user-panel');
  const toggle = page.getByTestId('user-panel-toggle-buyer');
  await add(panel.locator('a'));
  if ((await toggle.count()) > 0) {
    await (await hydrated(toggle)).click();
    await page.getByTestId('quick-links-buyer').waitFor();
    await add(panel.locator('a'));
  }
  return [...hrefs];
}

for (const account of ['buyer', 'supplier', 'newbie']) {
  test(`every member link of the top bar, the user card and the user panel leads to a page, for ${account}`, async () => {
    const { page } = await openAs(account);
    const hrefs = await memberLinks(page);
    assert.ok(hrefs.includes('/memberCenter'), 'the member centre');
    for (const path of ['/memberCenter/accountSecurity', '/memberCenter/memberInfo', '/memberCenter/capitalAccount'])
      assert.ok(hrefs.includes(path), path);
    assert.ok(hrefs.length >= 6, `the top bar, the card and the panel: ${hrefs.join(' ')}`);
    for (const href of hrefs) {
      const response = await page.request.get(href);
      assert.equal(response.status(), 200, href);
      assert.equal(new URL(response.url()).pathname, new URL(href, baseUrl).pathname, `${href} is not sent elsewhere`);
    }
    // And each opens in the member centre's frame or the mall's, without an error.
    for (const href of hrefs.filter((path) => path.startsWith('/memberCenter'))) {
      await visit(page, href);
      assert.equal(await page.getByTestId('member-layout').count(), 1, href);
      assert.equal(await page.locator('[role="alert"]:not([data-testid="role-first"])').count(), 0, `${href} shows no error`);
    }
  });
}

test('the registration form and the member centre pages have no serious or critical WCAG 2.1 AA violation', async () => {
  const visitor = await open();
  await visitor.page.goto('/register');
  await hydrated(visitor.page.getByTestId('register-submit'));
  await visitor.page.getByTestId('register-submit').click();
  await visitor.page.getByText('请阅读并同意用户注册协议').waitFor();
  const findings = [...(await seriousViolations(visitor.page)).map((finding) => ({ ...finding, target: `/register ${finding.target}` }))];
  for (const [account, paths] of [
    [
      'buyer',
      [
        '/memberCenter',
        '/memberCenter/memberInfo',
        '/memberCenter/accountSecurity',
        '/memberCenter/capitalAccount',
        '/memberCenter/memberAbility/supplierReview',
        '/memberCenter/memberAbility/suppliers',
      ],
    ],
    ['supplier', ['/memberCenter/memberAbility/supplierApplication', '/memberCenter/memberAbility/supplierApplication/detail?validateId=1']],
    ['newbie', ['/memberCenter']],
  ] as const) {
    const { page } = await openAs(account);
    await hydrated(page.getByTestId('top-bar'));
    for (const path of paths) {
      await visit(page, path);
      findings.push(...(await seriousViolations(page)).map((finding) => ({ ...finding, target: `${path} ${finding.target}` })));
    }
  }
  assert.equal(findings.length, 0, `serious or critical WCAG 2.1 AA violations:\n${describeFindings(findings)}`);
});
