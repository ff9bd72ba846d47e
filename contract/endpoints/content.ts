// The content calls: the adverts and banners of the platform's and a member's advert columns.
import { z } from 'zod';
import * as s from '../schemas.ts';
import { get, qInt } from './shared.ts';

export const contentApi = {
  advert: {
    /** columnType 4 banner, 5 small ad, 7 list banner. */
    platform: get(
      '/manage/contentAdvert/findAllByColumnType',
      z.object({ columnType: qInt().refine((v) => [4, 5, 7].includes(v), 'columnType is 4, 5 or 7') }),
      z.array(s.Advert),
    ),
    member: get(
      '/manage/memberAdvert/findAllByColumnType',
      z.object({
        columnType: qInt().refine((v) => [4, 5, 7].includes(v), 'columnType is 4, 5 or 7'),
        memberId: qInt().min(1),
        memberRoleId: qInt().min(1),
      }),
      z.array(s.Advert),
    ),
  },
} as const;
