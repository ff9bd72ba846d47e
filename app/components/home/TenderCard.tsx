// A tender on the home page (blue): the project, its materials and areas, and "sign up now".
import type { TenderListItem } from '#contract/schemas.ts';
import { SourcingCard } from './SourcingCard.tsx';

export function TenderCard({ item, wide }: { item: TenderListItem; wide: boolean }) {
  // A municipality is its own city: 北京市, not 北京市北京市.
  const areas = item.inviteTenderAreaList
    .map((area) => (area.cityName && area.cityName !== area.provinceName ? `${area.provinceName}${area.cityName}` : area.provinceName))
    .join(', ');
  return (
    <SourcingCard
      kind="tender"
      item={item}
      wide={wide}
      title={item.projectName}
      facts={{
        category: item.categoryName,
        materialKinds: item.inviteTenderMaterielCount,
        address: item.deliverAddress,
        date: { label: 'expectedDate', at: item.hopeDate },
        publisher: item.memberName,
        more: [
          { key: 'number', number: item.code },
          { key: 'publishedAt', at: item.createTime },
          { key: 'areas', areas },
        ],
      }}
    />
  );
}
