// The bidding room's live state (docs/product/rules.md, "The live reverse auction"): the room the
// loader read, then each of its live events (the tab's socket, app/lib/live-events.ts; a page that
// reconnects catches up from its cursor) applied in order by room-events.ts, with what the last one
// told the reader for the page's live line. A new loader answer (Refresh, a bid's own revalidation)
// starts again from it with the events heard since that it may not hold yet (those it holds are
// dropped as stale). Once the phase moves past the close, the loader runs again (the log appears).
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { BiddingRoom, BiddingRoomEvent } from '#contract/schemas.ts';
import { useLiveEvents } from '#app/lib/live-events.ts';
import { applyRoomEvent, BIDDING_ENDED, type RoomNewsPart, roomNews } from './room-events.ts';

/** Events kept to re-apply to a new loader answer: more than can arrive while the loader answers. */
const EVENTS_KEPT = 50;

/** The live line's latest news; `seq` numbers it so the same words said twice are announced again. */
export type RoomNews = { seq: number; parts: RoomNewsPart[] };

type LiveRoom = { room: BiddingRoom; events: BiddingRoomEvent[]; news: RoomNews | null };

export function useLiveRoom(loaded: BiddingRoom): { room: BiddingRoom; news: RoomNews | null } {
  const [source, setSource] = useState(loaded);
  const [state, setState] = useState<LiveRoom>({ room: loaded, events: [], news: null });
  if (source !== loaded) {
    setSource(loaded);
    setState((s) =>
      loaded.biddingId === s.room.biddingId ? { ...s, room: s.events.reduce(applyRoomEvent, loaded) } : { room: loaded, events: [], news: null },
    );
  }
  const current = useRef(state);
  current.current = state;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useLiveEvents(true, (event) => {
    if (event.action !== 'bidding_room') return;
    const s = current.current;
    if (event.data.biddingId !== s.room.biddingId) return;
    const before = s.room;
    const after = applyRoomEvent(before, event.data);
    const parts = roomNews(before, after, event.data);
    const next: LiveRoom = {
      room: after,
      events: [...s.events, event.data].slice(-EVENTS_KEPT),
      news: parts ? { seq: (s.news?.seq ?? 0) + 1, parts } : s.news,
    };
    current.current = next;
    setState(next);
    // Past the close the room has its log and result: read once for each such phase reached.
    if (after.phase !== before.phase && BIDDING_ENDED.includes(after.phase)) void revalidate.current();
  });

  return { room: state.room, news: state.news };
}
