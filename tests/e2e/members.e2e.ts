// The member side (docs/product.md#the-member-side-planned): registration with an SMS code read from
// the demo's outbox, the member centre's frame and its door (a visitor logs in and comes back), the
// role choice of a member without one, the company profile feeding the buyer's shop, and every
// member-centre link of the top bar, the user card and the user panel leading to a page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydrated, until, usePages } from './browser.ts';
import { codeFromOutbox, inEnglish, newCompany } from './members.ts';

const { open } = usePages();

test('a visitor opening the member centre is sent to log in and comes back to the page', async () => {
  const { page } = await open();
  await page.goto('/memberCenter');
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/memberCenter');
  await hydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-account').fill('buyer');
  await page.getByTestId('login-password').fill('demo1234');
  await Promise.all([page.waitForURL((url) => url.pathname === '/memberCenter'), page.getByTestId('login-submit').click()]);
  await page.getByTestId('member-layout').waitFor();
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
