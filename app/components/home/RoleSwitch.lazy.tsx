// The user panel's supplier/buyer switch for a member without a role yet (Mantine's SegmentedControl and
// its floating indicator): loaded after the first paint (UserPanel.tsx, app/components/layout/lazyPart.tsx),
// its server HTML shown meanwhile.
import { SegmentedControl } from '@mantine/core';
import type { QuickLinkRole } from './QuickLinks.tsx';

export type RoleSwitchProps = { value: QuickLinkRole; onChange(role: QuickLinkRole): void; labels: Record<QuickLinkRole, string> };

export function RoleSwitch({ value, onChange, labels }: RoleSwitchProps) {
  return (
    <SegmentedControl
      size="xs"
      fullWidth
      value={value}
      onChange={(chosen) => onChange((chosen === 'buyer' ? 'buyer' : 'supplier') satisfies QuickLinkRole)}
      data={[
        { value: 'supplier', label: <span data-testid="user-panel-toggle-supplier">{labels.supplier}</span> },
        { value: 'buyer', label: <span data-testid="user-panel-toggle-buyer">{labels.buyer}</span> },
      ]}
    />
  );
}
