// Member endpoints: login (account and password, with the platform's own limit on failures),
// logout and the logged-in user as the layout shows it; registration and its SMS codes; the member
// centre's home, role choice, password, phone, capital account and company profile.
import { api } from '#contract/endpoints.ts';
import { SMS_HOURLY_PER_IP } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { clientIp } from '../http/client-address.ts';
import { route, type Route } from '../http/route.ts';
import { changePassword, changePhone, chooseRole } from './centre.ts';
import { updateCompany } from './company.ts';
import { loginLimit } from './login-limit.ts';
import { logIn, logOut } from './login.ts';
import { capitalAccount, companyProfile, memberHome, outboxOf, sessionUser } from './queries.ts';
import { register, sendSmsCode } from './registration.ts';
import type { SmsSender } from './sms-sender.ts';

export function memberRoutes(context: PlatformContext): Route[] {
  const limit = loginLimit(context);
  return [
    route(api.member.login, 'public', ({ body, request }) =>
      logIn(context, limit, { account: body.account, password: body.password, clientIp: clientIp(request), log: request.log }),
    ),
    route(api.member.logout, 'public', ({ caller }) => logOut(context, caller)),
    route(api.member.current, 'login', ({ caller }) => sessionUser(context, caller)),
  ];
}

/**
 * Registration and its SMS codes; the outbox endpoint exists only while codes go to the outbox (no
 * SMS provider). `hourlyPerIp`: codes one client address may ask for in an hour (SMS_HOURLY_PER_IP,
 * configurable: docs/decisions/011-members-and-admission.md).
 */
export function registrationRoutes(context: PlatformContext, sender: SmsSender, hourlyPerIp = SMS_HOURLY_PER_IP): Route[] {
  return [
    route(api.sms.send, 'public', ({ body, caller, request }) => sendSmsCode(context, { sender, hourlyPerIp }, { body, caller, request })),
    route(api.registration.register, 'public', ({ body, request }) => register(context, body, request)),
    ...(sender.kind === 'outbox' ? [route(api.sms.outbox, 'public', ({ query }) => outboxOf(context.db, query.phone))] : []),
  ];
}

export function memberCentreRoutes(context: PlatformContext): Route[] {
  const { db } = context;
  return [
    route(api.memberCentre.home, 'login', ({ caller }) => memberHome(context, caller)),
    route(api.memberCentre.chooseRole, 'login', (input) => chooseRole(context, input)),
    route(api.memberCentre.changePassword, 'login', (input) => changePassword(context, input)),
    route(api.memberCentre.changePhone, 'login', (input) => changePhone(context, input)),
    route(api.memberCentre.capitalAccount, 'login', ({ query, caller }) => capitalAccount(db, caller, query)),
    route(api.memberCentre.company, 'login', ({ caller }) => companyProfile(db, caller)),
    route(api.memberCentre.updateCompany, 'login', ({ body, caller }) => updateCompany(context, body, caller)),
  ];
}
