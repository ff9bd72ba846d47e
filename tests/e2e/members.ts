// Shared steps of the member journeys: a new company's details, registering it through the form
// with the code read from the demo's SMS outbox, and switching a browser to English.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** A mobile number no demo member has (a fresh database per run; random so a rerun against one portal works too). */
function freshPhone(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export async function inEnglish(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'LX_LANG', value: Buffer.from('en-US').toString('base64'), url: baseUrl }]);
}

/** The latest code the demo's outbox holds for `phone`, read in another tab as a person would. */
export async function codeFromOutbox(context: BrowserContext, phone: string): Promise<string> {
  const outbox = await context.newPage();
  try {
    const response = await outbox.goto(`/register/outbox?phone=${phone}`);
    assert.equal(response?.status(), 200);
    const text = await outbox.getByTestId('outbox-text').first().innerText();
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    assert.ok(code, `the message holds a six-digit code: ${text}`);
    return code;
  } finally {
    await outbox.close();
  }
}

export type Registration = { company: string; account: string; phone: string; password: string; role: 'supplier' | 'buyer' | 'none' };

/** Registers a new company through the form (the page must be /register, hydrated), ending in the member centre. */
export async function register(page: Page, who: Registration): Promise<void> {
  await page.getByTestId('register-company').fill(who.company);
  await page.getByTestId('register-account').fill(who.account);
  await page.getByTestId('register-phone').fill(who.phone);
  await page.getByTestId('register-send-code').click();
  await page.getByTestId('register-code-sent').waitFor();
  const code = await codeFromOutbox(page.context(), who.phone);
  await page.getByTestId('register-sms-code').fill(code);
  await page.getByTestId('register-password').fill(who.password);
  await page.getByTestId(`register-role-${who.role}`).check();
  await page.getByTestId('register-agreement').check();
  await Promise.all([page.waitForURL((url) => url.pathname === '/memberCenter'), page.getByTestId('register-submit').click()]);
  await page.getByTestId('member-layout').waitFor();
}

export function newCompany(role: Registration['role']): Registration {
  const suffix = randomInt(0, 1_000_000).toString(36);
  return { company: `E2E Trading ${suffix} Co., Ltd.`, account: `e2e_${role}_${suffix}`, phone: freshPhone(), password: 'secret123', role };
}

/** A 1×1 PNG: an image the platform takes (its type is read from the content). */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The smallest PDF file-type reads as application/pdf. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
