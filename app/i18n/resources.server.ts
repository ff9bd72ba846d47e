// Every language's translations, bundled into the server build (the browser loads only its own); the
// help centre's articles (help-*.json) are read by their own loader (app/lib/help-articles.server.ts).
import type { Resource } from 'i18next';

const files = import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '!../../locales/*/help-*.json'], {
  eager: true,
  import: 'default',
});

export const resources: Resource = {};
for (const [path, messages] of Object.entries(files)) {
  const [, locale, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  resources[locale!] ??= {};
  resources[locale!]![namespace!] = messages;
}
