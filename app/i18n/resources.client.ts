// The browser fetches one language's translations, as separate chunks, only when it needs them.
// The help centre's articles (help-*.json) are not translations of the page: a help page's loader
// sends the one it shows (app/lib/help-articles.server.ts).
import type { ResourceLanguage } from 'i18next';
import type { Locale } from '#contract/lang.ts';

const files = import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '!../../locales/*/help-*.json'], { import: 'default' });

export async function loadLanguage(locale: Locale): Promise<ResourceLanguage> {
  const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${locale}/`));
  const loaded = await Promise.all(entries.map(async ([path, load]) => [/([^/]+)\.json$/.exec(path)![1]!, await load()] as const));
  return Object.fromEntries(loaded);
}
