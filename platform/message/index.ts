// What the message domain offers the others: a notification to a member, written in the caller's
// transaction, with the member-centre links it may carry; and live events to members' sockets.
export { type AddressedEvent, type EventRecipient, publishEvents } from './events.ts';
export { LINKS, type NotificationKind, notify } from './notifications.ts';
