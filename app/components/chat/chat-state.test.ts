import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#contract/schemas/message.ts';
import {
  applyDelivered,
  attachmentUrl,
  cardHref,
  applyRead,
  type ChatState,
  deliveryState,
  groupMessages,
  markedRead,
  mergeMessages,
  receiveMessage,
  sortConversations,
} from './chat-state.ts';

const ME = 1;
const PEER = 2;
const OTHER = 3;
const MINUTE = 60_000;

function message(id: number, from: number, to: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    fromUserId: from,
    toUserId: to,
    msgType: 'text',
    content: `#${id}`,
    attachment: null,
    card: null,
    createTime: id * MINUTE,
    deliveredTime: null,
    readTime: null,
    ...extra,
  };
}

function conversation(peer: number, last: ChatMessage | null, unread = 0): Conversation {
  return { peerUserId: peer, peerName: `u${peer}`, peerMemberId: peer * 10, peerMemberName: `m${peer}`, peerLogo: '', last, unread };
}

function state(extra: Partial<ChatState> = {}): ChatState {
  return {
    me: ME,
    conversations: [conversation(OTHER, message(5, OTHER, ME)), conversation(PEER, message(3, PEER, ME))],
    selected: PEER,
    messages: [message(2, ME, PEER), message(3, PEER, ME)],
    hasMore: false,
    ...extra,
  };
}

describe('mergeMessages', () => {
  it('merges by id, oldest first, keeping receipts either copy has', () => {
    const a = [message(2, ME, PEER, { deliveredTime: 10 }), message(4, ME, PEER)];
    const b = [message(1, ME, PEER), message(2, ME, PEER), message(4, ME, PEER, { readTime: 20 })];
    const result = mergeMessages(a, b);
    expect(result.map((m) => m.id)).toEqual([1, 2, 4]);
    expect(result[1]!.deliveredTime).toBe(10);
    expect(result[2]!.readTime).toBe(20);
  });
});

describe('receiveMessage', () => {
  it('appends the open conversation’s message, raises it to the top, and counts it unread unless seen', () => {
    const incoming = message(7, PEER, ME);
    const unseen = receiveMessage(state(), incoming, false).state;
    expect(unseen.messages.map((m) => m.id)).toEqual([2, 3, 7]);
    expect(unseen.conversations.map((c) => c.peerUserId)).toEqual([PEER, OTHER]);
    expect(unseen.conversations[0]).toMatchObject({ last: { id: 7 }, unread: 1 });
    expect(receiveMessage(state(), incoming, true).state.conversations[0]!.unread).toBe(0);
  });

  it('counts another conversation’s message unread and leaves the open one’s messages alone', () => {
    const { state: next } = receiveMessage(state(), message(8, OTHER, ME), true);
    expect(next.messages.map((m) => m.id)).toEqual([2, 3]);
    expect(next.conversations[0]).toMatchObject({ peerUserId: OTHER, unread: 1, last: { id: 8 } });
  });

  it('never counts the same message twice, nor the user’s own', () => {
    const once = receiveMessage(state(), message(7, PEER, ME), false).state;
    expect(receiveMessage(once, message(7, PEER, ME), false).state.conversations[0]!.unread).toBe(1);
    expect(receiveMessage(state(), message(9, ME, PEER), false).state.conversations[0]).toMatchObject({ unread: 0, last: { id: 9 } });
  });

  it('says so when the peer is not listed yet', () => {
    const { state: next, unknownPeer } = receiveMessage(state(), message(9, 4, ME), false);
    expect(unknownPeer).toBe(true);
    expect(next.conversations).toHaveLength(2);
  });
});

describe('receipts', () => {
  it('marks own messages delivered, then read up to the id the peer read', () => {
    const start = state({ messages: [message(2, ME, PEER), message(4, ME, PEER), message(6, ME, PEER)] });
    const delivered = applyDelivered(start, [2, 4], 100);
    expect(delivered.messages.map((m) => deliveryState(m, ME))).toEqual(['delivered', 'delivered', 'sent']);
    const read = applyRead(delivered, { readerUserId: PEER, peerUserId: ME, upToId: 4, readTime: 200 });
    expect(read.messages.map((m) => deliveryState(m, ME))).toEqual(['read', 'read', 'sent']);
    expect(read.messages[0]!.deliveredTime).toBe(100);
  });

  it('a read in another window of the caller clears that conversation’s badge', () => {
    const start = state({ conversations: [conversation(PEER, message(3, PEER, ME), 2)] });
    expect(applyRead(start, { readerUserId: ME, peerUserId: PEER, upToId: 3, readTime: 1 }).conversations[0]!.unread).toBe(0);
    expect(markedRead(start, PEER).conversations[0]!.unread).toBe(0);
  });

  it('has no ticks on the peer’s messages', () => {
    expect(deliveryState(message(3, PEER, ME, { readTime: 1 }), ME)).toBeNull();
  });
});

describe('sortConversations', () => {
  it('puts a conversation without messages first, then the newest', () => {
    const list = sortConversations([conversation(2, message(3, 2, ME)), conversation(4, null), conversation(3, message(9, ME, 3))]);
    expect(list.map((c) => c.peerUserId)).toEqual([4, 3, 2]);
  });
});

describe('groupMessages', () => {
  const dayOf = (ms: number) => (ms < 60 * MINUTE ? 'day 1' : 'day 2');

  it('groups by day, then by runs of one sender broken by five minutes of silence', () => {
    const messages = [
      message(1, ME, PEER),
      message(2, ME, PEER),
      message(3, PEER, ME),
      message(10, PEER, ME),
      message(61, PEER, ME),
      message(62, ME, PEER),
    ];
    const days = groupMessages(messages, ME, dayOf);
    expect(days.map((d) => d.day)).toEqual(['day 1', 'day 2']);
    expect(days[0]!.runs.map((r) => [r.own, r.messages.map((m) => m.id)])).toEqual([
      [true, [1, 2]],
      [false, [3]],
      [false, [10]],
    ]);
    expect(days[1]!.runs.map((r) => [r.own, r.messages.map((m) => m.id)])).toEqual([
      [false, [61]],
      [true, [62]],
    ]);
  });

  it('has no days for no messages', () => {
    expect(groupMessages([], ME, dayOf)).toEqual([]);
  });
});

describe('cardHref and attachmentUrl', () => {
  it('leads a card to its detail page', () => {
    expect(cardHref({ kind: 'inquiry', id: 33 })).toBe('/InquiryDetail/33');
    expect(cardHref({ kind: 'tender', id: 4 })).toBe('/biddingDetail/4');
    expect(cardHref({ kind: 'bidding', id: 5 })).toBe('/competeDetail/5');
  });

  it('shows only the portal’s own files', () => {
    expect(attachmentUrl('/files/u/0b0e6a55-8a36-4b4e-9d1a-5f0cbb3f9d4e')).toBe('/files/u/0b0e6a55-8a36-4b4e-9d1a-5f0cbb3f9d4e');
    expect(attachmentUrl('https://evil.example/x.png')).toBeNull();
    expect(attachmentUrl('javascript:alert(1)')).toBeNull();
    expect(attachmentUrl('//evil.example/files/x')).toBeNull();
    expect(attachmentUrl('/InquiryDetail/1')).toBeNull();
  });
});
