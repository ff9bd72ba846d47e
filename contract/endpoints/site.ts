// The calls of the site layout: the site by host, its page template, the app download link and the
// platform's health.
import { z } from 'zod';
import * as s from '../schemas.ts';
import { get, none, qInt } from './shared.ts';

export const siteApi = {
  site: {
    byHost: get('/manage/site/findByHost', z.object({ host: z.string().min(1).max(255) }), s.Site),
  },
  template: {
    findEnterpriseTemplate: get(
      '/template/web/pageTemplateWeb/findEnterpriseTemplate',
      z.object({ siteId: qInt().min(1), shopId: qInt().min(0).default(0) }),
      s.TemplateRef,
    ),
  },
  app: {
    downloadLink: get('/manage/appDownloadLink/find', none, s.AppDownloadLink.nullable()),
  },
  health: get('/manage/health', none, s.Health),
} as const;
