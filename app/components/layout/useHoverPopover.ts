// The mouse for a card that is a native popover (docs/decisions/028-phone-layout.md#tap-instead-of-hover). The
// browser alone opens the card from its button — a tap, a click, Enter or Space — and closes it on Esc, a tap outside
// or the button again, before any script is in. This adds what a desktop expects once the part's code is in: resting
// the mouse on the button or the card opens it a moment later, leaving both closes it again, unless it was clicked
// open or holds the focus. A click on a card the mouse opened keeps it open (the button would otherwise shut it under
// the pointer). A touch never counts as hovering. The card closes when the address changes (a link in it was followed).
import { type MouseEvent, type PointerEvent, type RefObject, type ToggleEvent, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long the mouse rests before the card opens, and how long it may be away (crossing the gap to the card) before it closes. */
const OPEN_DELAY_MS = 100;
const CLOSE_DELAY_MS = 200;

export type HoverPopover<T extends HTMLElement> = {
  /** On the element holding the button and the card: the mouse over either keeps the card open. */
  area: { onPointerEnter(event: PointerEvent): void; onPointerLeave(event: PointerEvent): void };
  /** On the button (the one with `popoverTarget`). */
  onClick(event: MouseEvent): void;
  /** On the card (the element with `popover`). */
  cardRef: RefObject<T | null>;
  onToggle(event: ToggleEvent): void;
};

export function useHoverPopover<T extends HTMLElement>(): HoverPopover<T> {
  const cardRef = useRef<T>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Opened by the mouse resting, not by a click: leaving closes it. */
  const byHover = useRef(false);
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const shownAt = useRef(address);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (shownAt.current === address) return;
    shownAt.current = address;
    if (cardRef.current?.matches(':popover-open')) cardRef.current.hidePopover();
  }, [address]);

  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };

  return {
    area: {
      onPointerEnter(event) {
        if (event.pointerType !== 'mouse') return;
        later(() => {
          const card = cardRef.current;
          if (!card || card.matches(':popover-open')) return;
          card.showPopover();
          byHover.current = true;
        }, OPEN_DELAY_MS);
      },
      onPointerLeave(event) {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(timer.current);
        if (!byHover.current) return;
        later(() => {
          const card = cardRef.current;
          if (byHover.current && card?.matches(':popover-open') && !card.matches(':focus-within')) card.hidePopover();
        }, CLOSE_DELAY_MS);
      },
    },
    onClick(event) {
      if (!byHover.current) return;
      // Cancelling the click cancels the button's own toggle: the card stays, now held open.
      event.preventDefault();
      byHover.current = false;
      clearTimeout(timer.current);
    },
    cardRef,
    onToggle(event) {
      if (event.newState === 'closed') byHover.current = false;
    },
  };
}
