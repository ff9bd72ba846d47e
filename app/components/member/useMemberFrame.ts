// The member centre frame's data (the member, the site) for the pages inside it.
import { useRouteLoaderData } from 'react-router';
import type { MemberFrameView } from '#bff/member/views.ts';

export function useMemberFrame(): MemberFrameView {
  const frame = useRouteLoaderData('member-layout') as MemberFrameView | undefined;
  if (!frame) throw new Error('useMemberFrame() is for pages inside the member centre');
  return frame;
}
