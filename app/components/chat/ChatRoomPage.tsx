// /chatRoom: the frame, and inside it the member's chat (a visitor never gets here: the route sends
// it to the login page, which comes back to this window).
import { ChatFrame } from './ChatFrame.tsx';
import { ChatRoom } from './ChatRoom.tsx';
import type { ChatRoomMember } from './types.ts';

export function ChatRoomPage({ view }: { view: ChatRoomMember }) {
  return (
    <ChatFrame siteName={view.site.name} userName={view.user.name}>
      <ChatRoom view={view} />
    </ChatFrame>
  );
}
