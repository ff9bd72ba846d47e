import { api } from '../contract/endpoints.ts';
import { messageFor } from '../contract/codes.ts';
console.log(api.inquiry.list.query.safeParse({ current: '2', pageSize: '5', overdue: '1' }));
console.log(api.inquiry.list.query.safeParse({ current: '0' }).error?.issues);
console.log(messageFor(1102, 'ko-KR'));
const x: z.input<typeof api.inquiry.list.query> = { current: 1 };
import { z } from 'zod';
