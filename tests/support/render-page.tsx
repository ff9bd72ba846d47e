// A page rendered on the server as a reader first gets it, for the portal's component tests: in one
// language (English unless told), with Mantine, inside the route layout whose loader data the page
// reads (the member centre's frame, or the site's layout), and the helpers that read it back.
import { MantineProvider } from '@mantine/core';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MemberFrameView } from '#bff/member/views.ts';
import type { Locale } from '#contract/lang.ts';
import { i18nOptions } from '#app/i18n/options.ts';
import { resources } from '#app/i18n/resources.server.ts';

/** The portal's translations in `lng`, ready (await it in a beforeAll). */
export async function translations(lng: Locale = 'en-US'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({ ...i18nOptions, lng, resources });
  return instance;
}

/** `page` under the layout route `id` whose loader answered `data`. */
export function renderUnder(i18n: I18n, id: string, data: unknown, page: ReactNode): string {
  const router = createMemoryRouter([{ id, path: '/', loader: () => data, children: [{ index: true, element: page }] }], {
    hydrationData: { loaderData: { [id]: data } },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** `page` in the member centre, for a member of `memberRoleType` (1 supplier, 2 buyer, null none yet). */
export function renderMemberPage(i18n: I18n, page: ReactNode, memberRoleType: 1 | 2 | null = 2): string {
  return renderUnder(i18n, 'member-layout', { user: { memberRoleType } } as MemberFrameView, page);
}

/** How many elements carry the test id. */
export const countOf = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

/** The value of each attribute `name` of the elements carrying the test id. */
export const attributeOf = (html: string, testId: string, name: string) =>
  [...html.matchAll(new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`, 'g'))].map((m) => new RegExp(`${name}="([^"]*)"`).exec(m[0])?.[1]);
