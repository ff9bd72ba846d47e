// The bidding room's live state (docs/product/rules.md, "The live reverse auction"): the room the
// loader read, then each of its live events (the tab's socket, app/lib/live-events.ts) applied in
// order by room-events.ts, with what the last one told the reader for the page's live line. A new
// loader answer (Refresh, a bid's own revalidation, a read this file asks for) starts again from it
// with the events heard since that it does not hold yet (those it holds are dropped).
//
// The room heals itself: it cannot know what it never heard (an event told between the loader's read
// and this page's subscription, before a full page load's socket opened, during a drop longer than a
// catch-up), so it reads the room again — once for a burst of reasons — when an event shows a gap
// (room-events.ts rereadReason: bids it never heard, a phase jumped, a reader admitted since), when
// the socket (re)connects, when the phase's time is up (the phase should have moved) and when the
// phase moves past the close (the log appears). The events heard meanwhile are applied to the answer.
//
// Events change the state at once (so the next one is judged against it), but the page renders it
// once per animation frame: a burst of bids in the buyer's room renders once.
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { BIDDING_ENDED } from '#bff/bidding/bid-views.ts';
import type { BiddingRoom, BiddingRoomEvent } from '#contract/schemas.ts';
import { isTimedPhase } from '#app/lib/phase-countdown.ts';
import { type LiveEvent, subscribeLiveConnected, subscribeLiveEvents, useLiveEvents } from '#app/lib/live-events.ts';
import { type MeasuredOffset, offsetFor } from '../details/useCountdown.ts';
import { applyRoomEvent, isStale, type RoomNewsPart, rereadReason, roomNews } from './room-events.ts';

/**
 * Events kept to apply to the next loader answer (those it holds are dropped on its arrival); past
 * this many unread, the oldest go and the answer shows a gap, so the room is read again.
 */
const EVENTS_KEPT = 1_000;
/** The reasons to read again that come within this time ask for one read. */
const REREAD_DEBOUNCE_MS = 250;
/** The wait past the phase's end before reading again: the platform's sweep tells opened/closed within a second. */
const PHASE_END_GRACE_MS = 1_000;
/** The longest a browser timer waits (about 24.8 days); a later end is not waited for. */
const TIMER_MAX_MS = 2 ** 31 - 1;
/** The render tick where the browser has no animation frames. */
const FRAME_MS = 100;

/** The live line's latest news; `seq` numbers it so the same words said twice are announced again. */
export type RoomNews = { seq: number; parts: RoomNewsPart[] };

export type LiveRoom = { room: BiddingRoom; events: BiddingRoomEvent[]; news: RoomNews | null };

/** What the room's feed works with: the page's (useLiveRoom) or a test's. */
export type LiveRoomPorts = {
  /** The tab's live events. */
  listen: (listener: (event: LiveEvent) => void) => () => void;
  /** Each connection of the tab's socket. */
  connected: (listener: () => void) => () => void;
  /** Runs the loader again: its answer comes back through load(). */
  reread: () => void;
  /** Renders the feed's state. */
  render: () => void;
  /** Calls back at the next frame. */
  frame: (callback: () => void) => void;
  /** The browser's offset from the server's clock for a room read at `serverTime` (useCountdown.ts). */
  offset: (serverTime: number) => number;
};

/** The room kept current: load() while rendering (pure), start() and settle() from effects. */
export class LiveRoomFeed {
  loaded: BiddingRoom;
  state: LiveRoom;
  private ports: LiveRoomPorts | null = null;
  private stopListening: (() => void) | null = null;
  /** The last answer's merge found events missing between it and those kept: read again once settled. */
  private gapOnLoad = false;
  private rereadTimer: ReturnType<typeof setTimeout> | undefined;
  private phaseTimer: ReturnType<typeof setTimeout> | undefined;
  /** The phase end read again for already (phase@end): a platform that lags answers once, not in a loop. */
  private phaseEndRead: string | null = null;
  private framePending = false;

  constructor(loaded: BiddingRoom) {
    this.loaded = loaded;
    this.state = { room: loaded, events: [], news: null };
  }

  /** A loader answer: the events it does not hold applied to it, in order (an answer it already has changes nothing). */
  load(loaded: BiddingRoom): void {
    if (loaded === this.loaded) return;
    this.loaded = loaded;
    if (loaded.biddingId !== this.state.room.biddingId) {
      this.state = { room: loaded, events: [], news: null };
      return;
    }
    const events = this.state.events.filter((event) => !isStale(loaded, event));
    let room = loaded;
    for (const event of events) {
      if (rereadReason(room, event) === 'gap') this.gapOnLoad = true;
      room = applyRoomEvent(room, event);
    }
    this.state = { ...this.state, room, events };
  }

  /** Listens to the tab's live events and connections; the returned function stops (timers too). */
  start(ports: LiveRoomPorts): () => void {
    this.ports = ports;
    const unlisten = ports.listen((event) => this.hear(event));
    const unconnected = ports.connected(() => this.reread());
    this.stopListening = () => {
      unlisten();
      unconnected();
    };
    return () => this.stop();
  }

  /** After the loader answer `loaded` is shown: waits for its phase's end, and reads again if its merge found a gap. */
  settle(loaded: BiddingRoom): void {
    this.load(loaded);
    this.armPhaseEnd();
    if (this.gapOnLoad) {
      this.gapOnLoad = false;
      this.reread();
    }
  }

  hear(event: LiveEvent): void {
    if (event.action !== 'bidding_room') return;
    const s = this.state;
    if (event.data.biddingId !== s.room.biddingId) return;
    const before = s.room;
    const reason = rereadReason(before, event.data);
    const after = applyRoomEvent(before, event.data);
    const parts = roomNews(before, after, event.data);
    this.state = {
      room: after,
      events: [...s.events, event.data].slice(-EVENTS_KEPT),
      news: parts ? { seq: (s.news?.seq ?? 0) + 1, parts } : s.news,
    };
    const moved = after.phase !== before.phase;
    // Past the close the room has its log and result: read once for each such phase reached, and when
    // the close, the award, the failure or the cancellation is told (the log is final from then on).
    const told = event.data.kind !== 'bid' && event.data.kind !== 'opened';
    if (reason !== null || told || (moved && BIDDING_ENDED.includes(after.phase))) this.reread();
    if (moved || after.phaseEndTime !== before.phaseEndTime) this.armPhaseEnd();
    this.scheduleRender();
  }

  /** Reads the room again, once for the reasons that come within REREAD_DEBOUNCE_MS. */
  reread(): void {
    if (this.rereadTimer !== undefined || this.ports === null) return;
    this.rereadTimer = setTimeout(() => {
      this.rereadTimer = undefined;
      this.ports?.reread();
    }, REREAD_DEBOUNCE_MS);
  }

  private armPhaseEnd(): void {
    clearTimeout(this.phaseTimer);
    this.phaseTimer = undefined;
    const { phase, phaseEndTime, serverTime } = this.state.room;
    if (this.ports === null || phaseEndTime === null || !isTimedPhase(phase)) return;
    const key = `${phase}@${phaseEndTime}`;
    if (this.phaseEndRead === key) return;
    const wait = phaseEndTime - (Date.now() + this.ports.offset(serverTime)) + PHASE_END_GRACE_MS;
    if (wait > TIMER_MAX_MS) return;
    this.phaseTimer = setTimeout(
      () => {
        this.phaseTimer = undefined;
        this.phaseEndRead = key;
        this.reread();
      },
      Math.max(0, wait),
    );
  }

  private scheduleRender(): void {
    if (this.framePending || this.ports === null) return;
    this.framePending = true;
    this.ports.frame(() => {
      this.framePending = false;
      this.ports?.render();
    });
  }

  private stop(): void {
    this.stopListening?.();
    this.stopListening = null;
    clearTimeout(this.rereadTimer);
    clearTimeout(this.phaseTimer);
    this.rereadTimer = undefined;
    this.phaseTimer = undefined;
    this.framePending = false;
    this.ports = null;
  }
}

function nextFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, FRAME_MS);
}

export function useLiveRoom(loaded: BiddingRoom): { room: BiddingRoom; news: RoomNews | null } {
  const [feed] = useState(() => new LiveRoomFeed(loaded));
  const [, setFrame] = useState(0);
  feed.load(loaded);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // The tab's socket stays open while the room is shown (the member pages hold it too).
  useLiveEvents(true);
  useEffect(() => {
    let measured: MeasuredOffset | null = null;
    return feed.start({
      listen: subscribeLiveEvents,
      connected: subscribeLiveConnected,
      reread: () => void revalidate.current(),
      render: () => setFrame((frame) => frame + 1),
      frame: nextFrame,
      offset: (serverTime) => {
        measured = offsetFor(measured, serverTime, Date.now());
        return measured.offset;
      },
    });
  }, [feed]);
  useEffect(() => feed.settle(loaded), [feed, loaded]);
  return { room: feed.state.room, news: feed.state.news };
}
