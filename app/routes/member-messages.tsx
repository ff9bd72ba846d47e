// My messages (docs/decisions/016-messages.md#my-messages): notifications and chats in one list,
// unread first, filtered by kind and paged in the URL; read marks are this page's form actions.
import { data } from 'react-router';
import { loadMyMessages, type MarkReadAnswer, markReadAction } from '#bff/message/messages.server.ts';
import { Code, messageFor } from '#contract/codes.ts';
import { MessageListPage } from '../components/messages/MessageListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-messages.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadMyMessages(request, getLocale(context));
  return { ...view, title: getInstance(context).t('messages:title') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const answer: MarkReadAnswer = { ok: false, message: messageFor(Code.PARAM_INVALID, locale) };
    return data(answer, { status: 400 });
  }
  const { status, answer } = await markReadAction(request, locale, form);
  return data(answer, { status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function MyMessages({ loaderData, actionData }: Route.ComponentProps) {
  return <MessageListPage view={loaderData} answer={actionData} />;
}
