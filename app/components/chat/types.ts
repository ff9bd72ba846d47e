// What the chat window's route hands to its components: the BFF's view with the offered card
// resolved to what its preview shows (the detail's title and deadline, or not found).
import type { CardRef, ChatRoomView } from '#bff/message/chat.server.ts';

export type CardOffer = CardRef & ({ found: true; title: string; deadline: number | null } | { found: false });

export type ChatRoomMember = Omit<ChatRoomView, 'card'> & { card: CardOffer | null };
