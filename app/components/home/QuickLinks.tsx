// Six member-centre shortcuts for a supplier or a buyer (docs/product.md#routes-and-layouts mall home).
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUYER_LINKS, SUPPLIER_LINKS } from '#app/lib/member-centre.ts';
import classes from './QuickLinks.module.css';

export type QuickLinkRole = 'supplier' | 'buyer';

export function QuickLinks({ role }: { role: QuickLinkRole }) {
  const { t } = useTranslation('home');
  const links =
    role === 'supplier'
      ? SUPPLIER_LINKS.map((link) => ({ href: link.href, label: t(`userPanel.supplier.${link.key}`) }))
      : BUYER_LINKS.map((link) => ({ href: link.href, label: t(`userPanel.buyer.${link.key}`) }));
  return (
    <SimpleGrid cols={3} spacing={6} verticalSpacing={6} data-testid={`quick-links-${role}`}>
      {links.map((link) => (
        <Link key={link.href} to={link.href} className={classes.link}>
          {link.label}
        </Link>
      ))}
    </SimpleGrid>
  );
}
