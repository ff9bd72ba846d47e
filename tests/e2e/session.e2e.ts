// Logging in and out (docs/product.md#routes-and-layouts top bar and user panel, #roles-and-permissions, #error-codes-and-failures): a member sees their name, level
// and credit points; sign-out returns to the login page; the platform's refusals (1200 wrong account
// or password, 1203 frozen) show in the form in the user's language; the user panel suits the role.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, cookie, hydrated, loginAs, until, usePages } from './browser.ts';

const { open } = usePages();

const SUPPLIER_LINKS = [
  ['我的报价', '/memberCenter/offter/inquiry'],
  ['我的投标', '/memberCenter/tender/tenderSearch'],
  ['我的竞价', '/memberCenter/onlineBid/search'],
  ['合同协同', '/memberCenter/contract/coordination/coordinationList'],
  ['销售订单', '/memberCenter/order/saleOrder/orderList'],
  ['合同执行', '/memberCenter/contract/coordination/implement'],
  ['会员信息', '/memberCenter/memberInfo'],
  ['账户安全', '/memberCenter/accountSecurity'],
  ['资金账户', '/memberCenter/capitalAccount'],
];
const BUYER_LINKS = [
  ['我的询价', '/memberCenter/purchaseInquiry/inquiry'],
  ['我的招标', '/memberCenter/callForBids/callForBidsSearch'],
  ['我的竞价', '/memberCenter/purchaseBid/search'],
  ['合同管理', '/memberCenter/contract/manage/QueryList'],
  ['采购订单', '/memberCenter/order/purchaseOrder/orderList'],
  ['合同执行', '/memberCenter/contractexecution/contractexecutionList'],
  ['会员信息', '/memberCenter/memberInfo'],
  ['账户安全', '/memberCenter/accountSecurity'],
  ['资金账户', '/memberCenter/capitalAccount'],
];

/** Label and target of each quick link shown in the user panel for `role`. */
async function quickLinks(page: Page, role: 'supplier' | 'buyer'): Promise<string[][]> {
  const links = page.getByTestId(`quick-links-${role}`).locator('a');
  return Promise.all((await links.all()).map(async (link) => [await link.innerText(), (await link.getAttribute('href')) ?? '']));
}

async function submitLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('a supplier logs in from the top bar, sees name, level and credit points, and signs out to the login page', async () => {
  const { page, context } = await open();
  await page.goto('/');
  const loginLink = page.getByTestId('login-link');
  assert.equal(await loginLink.getAttribute('href'), '/login?redirect=%2F');
  await (await hydrated(loginLink)).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByTestId('login-form').waitFor();
  await until(async () => assert.equal(await page.title(), '会员登录'));

  await Promise.all([page.waitForURL((url) => url.pathname === '/'), submitLogin(page, 'supplier', 'demo1234')]);
  assert.ok(await cookie(context, 'AUTH'), 'the session cookie is set');
  assert.equal(await page.getByTestId('login-link').count(), 0, 'no login link once logged in');
  assert.equal(await page.getByTestId('register-link').count(), 0);

  const name = (await page.getByTestId('user-name').innerText()).trim();
  assert.ok(name.length > 0, 'the top bar names the user');
  assert.equal(await page.getByTestId('user-name').getAttribute('href'), '/memberCenter');
  assert.equal(await page.getByTestId('user-panel-name').innerText(), `您好，${name}`);
  assert.deepEqual(await quickLinks(page, 'supplier'), SUPPLIER_LINKS, 'a supplier gets the supplier shortcuts');
  assert.equal(await page.getByTestId('user-panel-toggle-buyer').count(), 0, 'with a role the panel is fixed');

  await (await hydrated(page.getByTestId('user-name'))).hover();
  const card = page.getByTestId('user-card');
  await card.waitFor({ state: 'visible' });
  assert.ok((await card.innerText()).includes(name), 'the card repeats the name');
  assert.match(await page.getByTestId('user-level').innerText(), /^等级 [123]$/);
  assert.match(await page.getByTestId('user-credit-points').innerText(), /^信用积分: \d+$/);
  assert.equal(await page.getByTestId('sign-out').innerText(), '退出登录');

  await Promise.all([page.waitForURL((url) => url.pathname === '/login'), page.getByTestId('sign-out').click()]);
  await page.getByTestId('login-form').waitFor();
  assert.equal(await cookie(context, 'AUTH'), undefined, 'the session cookie is gone');

  await page.goto('/');
  assert.equal(await page.getByTestId('user-name').count(), 0, 'the user card is gone');
  assert.equal(await page.getByTestId('login-link').innerText(), '请登录');
  assert.equal(await page.getByTestId('user-panel-login').innerText(), '登录');
});

test('a signed-out session cannot be used again', async () => {
  const { page, context } = await open();
  await loginAs(page, 'supplier');
  const auth = (await context.cookies(baseUrl)).find((c) => c.name === 'AUTH');
  assert.ok(auth, 'logged in');
  await (await hydrated(page.getByTestId('user-name'))).hover();
  await Promise.all([page.waitForURL((url) => url.pathname === '/login'), page.getByTestId('sign-out').click()]);

  // Someone who kept a copy of the cookie puts it back: the platform has forgotten the session, so
  // the portal treats it as expired (docs/product/error-codes.md#error-codes-and-failures, 1101): cookie cleared, off to log in again.
  await context.addCookies([auth]);
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/');
  await page.getByTestId('login-form').waitFor();
  assert.equal(await cookie(context, 'AUTH'), undefined, 'the stale cookie is cleared');
  await page.goto('/');
  assert.equal(await page.getByTestId('user-name').count(), 0, 'nobody is logged in');
  assert.equal(await page.getByTestId('login-link').innerText(), '请登录');
});

test('following a plain link to /logout does not sign the member out', async () => {
  const { page } = await open();
  await loginAs(page, 'supplier');
  // Only the sign-out button (a POST) signs out; a link or an image pointing at /logout must not.
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('user-name').waitFor();
});

test('a wrong password is refused with the platform message 1200, and the account is kept in the form', async () => {
  const { page, context } = await open();
  await page.goto('/login');
  await hydrated(page.getByTestId('login-submit'));
  await submitLogin(page, 'supplier', 'not-the-password');
  const error = page.getByTestId('login-error');
  await error.waitFor();
  assert.equal(await error.innerText(), '账号或密码错误');
  assert.equal(new URL(page.url()).pathname, '/login');
  assert.equal(await page.getByTestId('login-account').inputValue(), 'supplier');
  assert.equal(await cookie(context, 'AUTH'), undefined);

  // An account nobody has gets the same answer: the form does not tell which half was wrong.
  await submitLogin(page, 'nobody-here', 'demo1234');
  await until(async () => assert.equal(await page.getByTestId('login-account').inputValue(), 'nobody-here'));
  assert.equal(await page.getByTestId('login-error').innerText(), '账号或密码错误');
});

test('a frozen account is told so and stays logged out', async () => {
  const { page, context } = await open();
  await page.goto('/login');
  await hydrated(page.getByTestId('login-submit'));
  await submitLogin(page, 'frozen', 'demo1234');
  await page.getByTestId('login-error').waitFor();
  assert.equal(await page.getByTestId('login-error').innerText(), '账号已被冻结');
  assert.equal(await cookie(context, 'AUTH'), undefined);
  await page.goto('/');
  assert.equal(await page.getByTestId('user-name').count(), 0);
});

test('an empty form asks for the account and the password', async () => {
  const { page } = await open();
  await page.goto('/login');
  await (await hydrated(page.getByTestId('login-submit'))).click();
  const form = page.getByTestId('login-form');
  await until(async () => {
    const text = await form.innerText();
    assert.ok(text.includes('请输入账号'), 'asks for the account');
    assert.ok(text.includes('请输入密码'), 'asks for the password');
  });
  assert.equal(new URL(page.url()).pathname, '/login');
});

test('in English the login refusal is in English', async () => {
  const { page, context } = await open();
  await context.addCookies([{ name: 'LX_LANG', value: 'ZW4tVVM=', url: baseUrl }]);
  await page.goto('/login');
  assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
  await hydrated(page.getByTestId('login-submit'));
  await submitLogin(page, 'supplier', 'wrong');
  await page.getByTestId('login-error').waitFor();
  assert.equal(await page.getByTestId('login-error').innerText(), 'Wrong account or password');
});

test('after logging in the member returns to the page they came from, never to another site', async () => {
  const { page } = await open();
  await page.goto('/12');
  await (await hydrated(page.getByTestId('login-link'))).click();
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/12');
  await Promise.all([page.waitForURL((url) => url.pathname === '/12'), submitLogin(page, 'buyer', 'demo1234')]);
  await page.getByTestId('user-name').waitFor();

  const { page: other } = await open();
  await other.goto('/login?redirect=//evil.example/steal');
  await Promise.all([other.waitForURL((url) => !url.pathname.startsWith('/login')), submitLogin(other, 'buyer', 'demo1234')]);
  const landed = new URL(other.url());
  assert.equal(landed.origin, baseUrl);
  assert.equal(landed.pathname, '/');
});

test('the user panel: a visitor is invited to log in or register', async () => {
  const { page } = await open();
  await page.goto('/');
  const panel = page.getByTestId('user-panel');
  assert.match(await panel.innerText(), /Hi，欢迎来到/);
  assert.equal(await page.getByTestId('user-panel-login').getAttribute('href'), '/login?redirect=%2F');
  assert.equal(await page.getByTestId('user-panel-register').getAttribute('href'), '/register');
  assert.equal(await panel.locator('[data-testid^="quick-links-"]').count(), 0, 'no member shortcuts for a visitor');
});

test('the user panel: a member without a role switches between supplier and buyer shortcuts', async () => {
  const { page } = await open();
  await loginAs(page, 'newbie');
  assert.match(await page.getByTestId('user-panel-name').innerText(), /^您好，.+/);
  assert.equal(await page.getByTestId('user-panel-toggle-supplier').innerText(), '我是供应商');
  assert.equal(await page.getByTestId('user-panel-toggle-buyer').innerText(), '我是采购商');
  assert.deepEqual(await quickLinks(page, 'supplier'), SUPPLIER_LINKS, 'supplier shortcuts first');

  await (await hydrated(page.getByTestId('user-panel-toggle-buyer'))).click();
  await page.getByTestId('quick-links-buyer').waitFor();
  assert.deepEqual(await quickLinks(page, 'buyer'), BUYER_LINKS);
  assert.equal(await page.getByTestId('quick-links-supplier').count(), 0);

  await page.getByTestId('user-panel-toggle-supplier').click();
  await page.getByTestId('quick-links-supplier').waitFor();
  assert.deepEqual(await quickLinks(page, 'supplier'), SUPPLIER_LINKS);
  assert.equal(await page.getByTestId('quick-links-buyer').count(), 0);
});

test('the user panel: a buyer gets the buyer shortcuts, with no switch', async () => {
  const { page } = await open();
  await loginAs(page, 'buyer');
  assert.deepEqual(await quickLinks(page, 'buyer'), BUYER_LINKS);
  assert.equal(await page.getByTestId('quick-links-supplier').count(), 0);
  assert.equal(await page.getByTestId('user-panel-toggle-supplier').count(), 0);
  assert.equal(await page.getByTestId('user-panel-toggle-buyer').count(), 0);
});
