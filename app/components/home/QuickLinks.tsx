// Nine shortcuts for a supplier or a buyer (docs/product.md#routes-and-layouts mall home), each to a page that exists.
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUYER_LINKS, SUPPLIER_LINKS } from '#app/lib/member-centre.ts';
import classes from './QuickLinks.module.css';

export type QuickLinkRole = 'supplier' | 'buyer';

export function QuickLinks({ role }: { role: QuickLinkRole }) {
  const { t } = useTranslation('member');
  const links =
    role === 'supplier'
      ? SUPPLIER_LINKS.map((link) => ({ href: link.href, label: t(`shortcuts.supplier.${link.key}`) }))
      : BUYER_LINKS.map((link) => ({ href: link.href, label: t(`shortcuts.buyer.${link.key}`) }));
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
