// The page's live events (app/lib/live-events.ts): the page comes back with the cursor the last
// event carried (not the last id: ids do not arrive in order), and an event repeated by a catch-up
// is handed on once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeSocket {
  static OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  onmessage: ((message: { data: string }) => void) | null = null;
  onopen: (() => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {}
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
    this.receive({ action: 'connected', data: { memberId: 1 } });
  }
  receive(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1012 });
  }
}

const message = (id: number, cursor: number, content: string) => ({
  id,
  cursor,
  action: 'msg_im_message',
  data: {
    id,
    fromUserId: 2,
    toUserId: 1,
    msgType: 'text',
    content,
    attachment: null,
    card: null,
    createTime: 0,
    deliveredTime: null,
    readTime: null,
  },
});

describe('live events on the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('window', { location: { protocol: 'https:', host: 'portal.test' }, addEventListener() {}, removeEventListener() {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('comes back from the cursor it was given and hands on each event once', async () => {
    const { retainLiveEvents, subscribeLiveEvents } = await import('./live-events.ts');
    const heard: string[] = [];
    subscribeLiveEvents((event) => heard.push(event.action === 'msg_im_message' ? event.data.content : event.action));
    const release = retainLiveEvents();
    const first = FakeSocket.opened[0]!;
    expect(first.url).toBe('wss://portal.test/ws');
    first.open();
    // Event 101 committed first and came first; 100's transaction is still open, so the cursor stays below it.
    first.receive(message(101, 7, 'second written, first committed'));
    first.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    const again = FakeSocket.opened[1]!;
    expect(again.url).toBe('wss://portal.test/ws?since=7');
    again.open();
    // The catch-up from 7 repeats 101 and brings 100, committed meanwhile.
    again.receive(message(100, 7, 'first written, committed late'));
    again.receive(message(101, 9, 'second written, first committed'));
    again.receive(message(102, 9, 'live'));
    expect(heard).toEqual(['second written, first committed', 'first written, committed late', 'live']);
    again.drop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.opened[2]!.url).toBe('wss://portal.test/ws?since=9');
    release();
  });

  it('comes back from where its socket started when no event came before the connection dropped', async () => {
    const { retainLiveEvents, subscribeLiveEvents } = await import('./live-events.ts');
    const heard: unknown[] = [];
    subscribeLiveEvents((event) => heard.push(event));
    const release = retainLiveEvents();
    const first = FakeSocket.opened[0]!;
    expect(first.url).toBe('wss://portal.test/ws');
    first.open();
    first.receive({ action: 'cursor', cursor: 12 });
    first.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.opened[1]!.url).toBe('wss://portal.test/ws?since=12');
    expect(heard, 'the frame is not an event').toEqual([]);
    release();
  });

  it('keeps its cursor when an event comes without one', async () => {
    const { retainLiveEvents } = await import('./live-events.ts');
    const release = retainLiveEvents();
    const socket = FakeSocket.opened[0]!;
    socket.open();
    socket.receive(message(5, 3, 'a'));
    socket.receive({ id: 6, action: 'msg_im_read', data: { readerUserId: 2, peerUserId: 1, upToId: 5, readTime: 0 } });
    socket.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.opened[1]!.url).toBe('wss://portal.test/ws?since=3');
    release();
  });
  it('tells each connection, the first and each after a drop, before the events it brings', async () => {
    const { retainLiveEvents, subscribeLiveConnected, subscribeLiveEvents } = await import('./live-events.ts');
    const heard: string[] = [];
    subscribeLiveConnected(() => heard.push('connected'));
    subscribeLiveEvents((event) => heard.push(String(event.id)));
    const release = retainLiveEvents();
    FakeSocket.opened[0]!.open();
    FakeSocket.opened[0]!.receive(message(5, 3, 'a'));
    FakeSocket.opened[0]!.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    FakeSocket.opened[1]!.open();
    FakeSocket.opened[1]!.receive(message(6, 4, 'b'));
    expect(heard).toEqual(['connected', '5', 'connected', '6']);
    release();
  });
});
