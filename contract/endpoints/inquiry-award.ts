// An inquiry's award read back (docs/decisions/017-inquiry-sealed-quotes-and-currency.md), behind a login:
// to its buyer whole, to each supplier that quoted its own part (404 before the award or to anyone else).
import { z } from 'zod';
import * as s from '../schemas.ts';
import { get, qId } from './shared.ts';

export const inquiryAwardApi = {
  inquiryAward: {
    detail: get('/purchase/purchase/inquiry/award', z.object({ id: qId() }), s.AwardResult),
  },
} as const;
