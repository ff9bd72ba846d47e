// The help centre's frame inside the mall layout (docs/product.md#help-centre): the side list of the
// footer's five groups and their pages around the article. A page the help centre does not have is
// the site layout's 404 (the article's loader throws it).
import { Outlet, useLocation } from 'react-router';
import { HelpCentre } from '../components/help/HelpCentre.tsx';
import { helpPageAt } from '../lib/help-centre.ts';

export default function HelpLayout() {
  return (
    <HelpCentre current={helpPageAt(useLocation().pathname)}>
      <Outlet />
    </HelpCentre>
  );
}
