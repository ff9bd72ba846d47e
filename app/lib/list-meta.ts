// The browser tab of a list page: the page's title, then the site's name.
type Match = { id: string; loaderData?: unknown } | undefined;

export function listTitle(title: string | undefined, matches: readonly Match[]): Array<{ title: string }> {
  const site = matches.find((match) => match?.id === 'site-layout')?.loaderData as { site?: { name: string } } | undefined;
  return [{ title: [title, site?.site?.name].filter(Boolean).join(' - ') }];
}
