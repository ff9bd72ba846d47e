// The member and session calls: log in, log out and the current user.
import { z } from 'zod';
import * as s from '../schemas.ts';
import { get, none, post } from './shared.ts';

export const memberApi = {
  member: {
    login: post('/member/login', z.object({ account: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }), s.LoginResult),
    logout: post('/member/logout', z.object({}), z.null()),
    current: get('/member/current', none, s.SessionUser),
  },
} as const;
