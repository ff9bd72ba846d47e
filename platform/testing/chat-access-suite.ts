// Who reads what through the chat (docs/decisions/016-messages.md#chat), as an attacker would try it:
// a card shows only an item its sender may read (someone else's draft inquiry or tender: 57007,
// nothing stored; what the public detail shows, an invitation-only inquiry included, goes), and its
// reader never sees more of it than the
// reader may; a user is looked up only by one who talks with it, or when it is a customer service,
// and a refused look-up reads exactly as a missing user; an idempotency key used again for another
// request is 1120 (docs/decisions/011), while the same request still replays. Its own platform
// (seeded, with the demo buyer), once per database: api.test.ts (PGlite) and api.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { api, type InquiryFormBody } from '#contract/endpoints.ts';
import type { ChatMessage } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import { tenderForm } from './tender-stories.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import { admitSupplier, DAY, publishInquiry, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';

const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);
/** Attempts of each kind an attacker makes. */
const TRIES = 5;

export function describeChatAccessSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call, raw } = client;
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });

  const title = options.skipped
    ? `who reads what through the chat on ${databaseName} (skipped: ${options.skipped})`
    : `who reads what through the chat on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let seeded: InquiryPlatform;
    /** The demo buyer's user: one of its customer service. */
    let buyerUserId: number;

    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
      buyerUserId = (await call(api.member.current, { token: seeded.buyer })).userId;
    }, 120_000);
    afterAll(() => seeded?.stop());

    const count = async (table: 'messages' | 'member_events') =>
      (await selectRows<{ n: number }>(platform.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

    function form(overrides: Partial<InquiryFormBody> = {}): InquiryFormBody {
      return {
        details: `阀门询价 ${freshKey()}`,
        categoryId: seeded.categoryId,
        materiels: [{ number: 'V-1', name: '闸阀', model: 'DN100', unit: '个', purchaseCount: 12 }],
        deliveryTime: NOW + 20 * DAY,
        address: '无锡市新吴区长江路 7 号',
        offerEndTime: NOW + 3 * DAY,
        purchaseType: 2,
        priceContrast: 2,
        isAllArea: true,
        ...overrides,
      };
    }

    /** An admitted supplier of the demo buyer, with its user. */
    async function supplier() {
      const admitted = await admitSupplier({ client, helpers, seeded });
      const me = await call(api.member.current, { token: admitted.token });
      return { ...admitted, userId: me.userId };
    }

    function sendCard(token: string, toUserId: number, kind: 'inquiry' | 'tender' | 'bidding', id: number, language?: string) {
      return raw('POST', api.message.send.path, {
        token,
        language,
        body: { toUserId, msgType: 'card', card: { kind, id }, idempotencyKey: freshKey() },
      });
    }

    /** A seeded tender: public, so anyone may show it on a card. */
    async function publicTenderId(): Promise<number> {
      const [tender] = await selectRows<{ id: number }>(platform.db, sql`select id from tenders order by id limit 1`);
      return tender!.id;
    }

    function history(token: string, peerUserId: number) {
      return raw('GET', api.message.history.path, { token, query: { peerUserId } });
    }

    it('a card shows only an item its sender may read: others’ draft inquiries and tenders are refused, and nothing is stored', async () => {
      const invited = await supplier();
      const outsider = await supplier();
      const drafts = await Promise.all(
        Array.from({ length: TRIES }, () => call(api.inquiryBuyer.save, { token: seeded.buyer, body: { form: form(), idempotencyKey: freshKey() } })),
      );
      const tenderDraft = await call(api.tenderBuyer.save, {
        token: seeded.buyer,
        body: { form: tenderForm(NOW, seeded.categoryId), idempotencyKey: freshKey() },
      });
      const [messagesBefore, eventsBefore] = [await count('messages'), await count('member_events')];
      const answers = [];
      for (const item of drafts) answers.push(await sendCard(outsider.token, buyerUserId, 'inquiry', item.id));
      answers.push(await sendCard(outsider.token, buyerUserId, 'tender', tenderDraft.id));
      const shown = answers.filter((answer) => answer.code === Code.SUCCESS);
      expect(
        shown.map((answer) => (answer.data as ChatMessage).content),
        `${shown.length} of ${answers.length} cards answered`,
      ).toEqual([]);
      for (const answer of answers) expect(answer).toMatchObject({ code: Code.CARD_UNAVAILABLE, data: null });
      // A missing item reads the same: a refusal does not tell that the draft exists.
      const missing = await sendCard(outsider.token, buyerUserId, 'inquiry', 2_000_000_000);
      expect(missing).toEqual(answers[0]);
      expect([await count('messages'), await count('member_events')]).toEqual([messagesBefore, eventsBefore]);
      // The refusal in the sender's language.
      for (const [language, locale] of [
        ['zh', 'zh-CN'],
        ['en', 'en-US'],
        ['ko', 'ko-KR'],
      ] as const) {
        const refused = await sendCard(outsider.token, buyerUserId, 'inquiry', drafts[0]!.id, language);
        expect(refused.message).toBe(messageFor(Code.CARD_UNAVAILABLE, locale));
      }
      expect((await sendCard(outsider.token, buyerUserId, 'bidding', 2_000_000_000)).code).toBe(Code.CARD_UNAVAILABLE);

      // What the public detail shows goes: an invitation-only inquiry (only its quoting is invited,
      // decision 017), anyone's public tender.
      const invitationOnly = await publishInquiry(
        { client, seeded },
        form({ quoteScope: 'invited', invited: [{ memberId: invited.memberId, roleId: invited.roleId }] }),
      );
      expect((await raw('GET', api.inquiry.details.path, { query: { id: invitationOnly.id } })).code).toBe(Code.SUCCESS);
      const allowed = await sendCard(outsider.token, buyerUserId, 'inquiry', invitationOnly.id);
      expect(allowed, allowed.message).toMatchObject({
        code: Code.SUCCESS,
        data: { card: { id: invitationOnly.id, title: invitationOnly.details } },
      });
      const tenderCard = await sendCard(outsider.token, buyerUserId, 'tender', await publicTenderId());
      expect(tenderCard).toMatchObject({ code: Code.SUCCESS, data: { card: { kind: 'tender', id: await publicTenderId() } } });
    }, 120_000);

    it('a reader never sees more of a card than it may read: the buyer’s own draft reaches a supplier withheld, everywhere it is read', async () => {
      const reader = await supplier();
      const draft = await call(api.inquiryBuyer.save, { token: seeded.buyer, body: { form: form(), idempotencyKey: freshKey() } });
      const cursor = (await call(api.message.events, { token: reader.token, query: {} })).at(-1)?.id ?? 0;
      // The supplier writes first, so the buyer may answer it; the buyer may read its own draft.
      expect((await sendCard(reader.token, buyerUserId, 'tender', await publicTenderId())).code).toBe(Code.SUCCESS);
      const sent = await sendCard(seeded.buyer, reader.userId, 'inquiry', draft.id);
      expect(sent, sent.message).toMatchObject({ code: Code.SUCCESS, data: { card: { id: draft.id, title: draft.details } } });
      const id = (sent.data as ChatMessage).id;

      const withheld = { id, msgType: 'card', card: null, content: '' };
      const read = await call(api.message.history, { token: reader.token, query: { peerUserId: buyerUserId } });
      expect(read.data.find((m) => m.id === id)).toMatchObject(withheld);
      expect(read.peer.last).toMatchObject(withheld);
      const [conversation] = await call(api.message.conversations, { token: reader.token });
      expect(conversation).toMatchObject({ peerUserId: buyerUserId, last: withheld });
      const inbox = await call(api.message.inbox, { token: reader.token, query: { filter: 'chat' } });
      expect(inbox.data[0]).toMatchObject({ type: 'chat', conversation: { last: withheld } });
      const events = await call(api.message.events, { token: reader.token, query: { since: cursor } });
      const live = events.find((e) => e.action === 'msg_im_message' && e.data.id === id);
      expect(live?.data).toMatchObject(withheld);
      expect(JSON.stringify([read, conversation, inbox, events])).not.toContain(draft.details);
      // The buyer reads its own message whole.
      const own = await call(api.message.history, { token: seeded.buyer, query: { peerUserId: reader.userId } });
      expect(own.data.find((m) => m.id === id)).toMatchObject({ card: { id: draft.id, title: draft.details }, content: draft.details });
    }, 120_000);

    it('a user is looked up only by one who talks with it, or when it is a customer service; a refusal reads as a missing user', async () => {
      const nobody = await helpers.register(null);
      const strangers = () =>
        selectRows<{ id: number }>(platform.db, sql`select id from users where not customer_service and id <> ${nobody.userId} order by id limit 30`);
      // The seed's suppliers, and new ones up to 30 users the member has never talked with.
      for (let missing = 30 - (await strangers()).length; missing > 0; missing--) await helpers.register('supplier');
      const missing = await history(nobody.token, 2_000_000_000);
      expect(missing).toMatchObject({ code: Code.MESSAGE_MISSING, data: null });
      const answers = [];
      for (const { id } of await strangers()) answers.push(await history(nobody.token, id));
      const named = answers.filter((answer) => answer.code === Code.SUCCESS);
      expect(named.length, `${named.length} of ${answers.length} strangers looked up`).toBe(0);
      for (const answer of answers) expect(answer).toEqual(missing);

      // A customer service, and a peer one talks with, are looked up.
      const service = await history(nobody.token, buyerUserId);
      expect(service).toMatchObject({ code: Code.SUCCESS, data: { data: [], peer: { peerUserId: buyerUserId } } });
      const writer = await supplier();
      expect(await history(seeded.buyer, writer.userId)).toEqual(missing);
      expect((await sendCard(writer.token, buyerUserId, 'tender', await publicTenderId())).code).toBe(Code.SUCCESS);
      expect(await history(seeded.buyer, writer.userId)).toMatchObject({ code: Code.SUCCESS, data: { peer: { peerUserId: writer.userId } } });
    }, 120_000);

    it('an idempotency key used again for another request is refused; the same request replays', async () => {
      const writer = await supplier();
      const text = (content: string, key?: string) => ({ toUserId: buyerUserId, msgType: 'text', content, ...(key ? { idempotencyKey: key } : {}) });
      const send = (body: object, headers?: Record<string, string>) => raw('POST', api.message.send.path, { token: writer.token, body, headers });

      const key = freshKey();
      const first = await send(text('第一条', key));
      expect(first.code).toBe(Code.SUCCESS);
      const messagesBefore = await count('messages');
      const reuses = [];
      for (let i = 0; i < TRIES; i++) reuses.push(await send(text(`另一条 ${i}`, key)));
      // A key in the header, used again for another text.
      const headerKey = freshKey();
      expect((await send(text('头部', undefined), { 'idempotency-key': headerKey })).code).toBe(Code.SUCCESS);
      reuses.push(await send(text('头部之后', undefined), { 'idempotency-key': headerKey }));
      const replayedWrongly = reuses.filter((answer) => answer.code === Code.SUCCESS);
      expect(replayedWrongly.length, `${replayedWrongly.length} of ${reuses.length} reuses answered another request's result`).toBe(0);
      for (const answer of reuses) expect(answer).toMatchObject({ code: Code.IDEMPOTENCY_KEY_REUSED, data: null });
      expect(await count('messages')).toBe(messagesBefore + 1);
      // The same request (its fields in any order) is a retry: the first answer again, nothing new.
      const retry = await send({ idempotencyKey: key, content: '第一条', msgType: 'text', toUserId: buyerUserId });
      expect(retry).toEqual(first);
      expect(await count('messages')).toBe(messagesBefore + 1);

      // Any keyed create: a draft saved again under its key with another form.
      const draftKey = freshKey();
      const draft = await call(api.inquiryBuyer.save, { token: seeded.buyer, body: { form: form({ details: '原稿' }), idempotencyKey: draftKey } });
      const other = await raw('POST', api.inquiryBuyer.save.path, {
        token: seeded.buyer,
        body: { form: form({ details: '改稿' }), idempotencyKey: draftKey },
      });
      expect(other).toMatchObject({ code: Code.IDEMPOTENCY_KEY_REUSED, data: null });
      expect(other.message).toBe(messageFor(Code.IDEMPOTENCY_KEY_REUSED, 'zh-CN'));
      const again = await call(api.inquiryBuyer.save, { token: seeded.buyer, body: { form: form({ details: '原稿' }), idempotencyKey: draftKey } });
      expect([again.id, again.details]).toEqual([draft.id, '原稿']);
    }, 120_000);
  });
}
