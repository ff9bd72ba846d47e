// A contract as a printable document (docs/decisions/025-contracts.md): the parties, its number, the
// signed version and its whole sha256 hash, when and by whom each side signed, the lines, the payment
// plan, the delivery address and the text (as text, never HTML), the hash again at the foot of the
// page. Before signing it is the current version, marked as a draft across the page. The print
// button and the way back are not printed.
import { Anchor, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgreementDocumentView } from '#bff/agreement/detail-views.ts';
import type { AgreementSide } from '#contract/schemas/agreement.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { contractHref } from '#app/lib/member-centre.ts';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';
import { ExportLink } from '../../exports/ExportLink.tsx';
import classes from './ContractDocument.module.css';

const SIDES: readonly AgreementSide[] = ['buyer', 'supplier'];

export function ContractDocument({ view }: { view: AgreementDocumentView }) {
  const { t } = useTranslation('contractDetail');
  const locale = useLocale();
  const { agreement, terms, versionNo, hash, draft } = view;
  const money = (amount: number) => formatAmount(amount, agreement.currency, locale);
  const at = (ms: number) => formatDate(ms, locale, 'YYYY-MM-DD HH:mm');
  const signatureOf = (side: AgreementSide) => agreement.signatures.find((s) => s.side === side && s.version === versionNo && s.hash === hash);
  return (
    <div className={classes.page} data-testid="contract-document" data-draft={draft} data-version={versionNo}>
      <div className={classes.toolbar}>
        <Anchor component={Link} to={contractHref(agreement.id)} size="sm" data-testid="contract-document-back">
          {t('document.back')}
        </Anchor>
        <Button onClick={() => window.print()} data-testid="contract-document-print">
          {t('document.print')}
        </Button>
        <ExportLink to={EXPORT_PATHS.contractPdf} params={{ id: agreement.id }} withFilters={false} kind="pdf" testId="contract-pdf-link" />
      </div>
      <article className={classes.sheet} aria-labelledby="contract-document-title">
        {draft && (
          <div className={classes.watermark} aria-hidden="true" data-testid="contract-document-watermark">
            <span>{t('document.draft')}</span>
          </div>
        )}
        <h1 id="contract-document-title">{terms.title}</h1>
        <p className={classes.subtitle}>
          {t('document.no', { no: agreement.agreementNo })}
          {draft && ` · ${t('document.draftNote')}`}
        </p>
        <dl className={classes.facts}>
          <dt>{t('document.buyer')}</dt>
          <dd data-testid="contract-document-buyer">{agreement.buyer.name}</dd>
          <dt>{t('document.supplier')}</dt>
          <dd data-testid="contract-document-supplier">{agreement.supplier.name}</dd>
          <dt>{t('document.source')}</dt>
          <dd>
            {agreement.source.title} ({agreement.source.code})
          </dd>
          <dt>{t('document.period')}</dt>
          <dd>
            {terms.startDate} – {terms.endDate}
          </dd>
          <dt>{t('document.version')}</dt>
          <dd>{t('document.versionOf', { version: versionNo })}</dd>
          <dt>{t('document.hash')}</dt>
          <dd className={classes.hash} data-testid="contract-document-hash">
            {hash}
          </dd>
          {agreement.signTime !== null && !draft && (
            <>
              <dt>{t('document.signedAt')}</dt>
              <dd data-testid="contract-document-signed-at">{at(agreement.signTime)}</dd>
            </>
          )}
          <dt>{t('document.total')}</dt>
          <dd data-testid="contract-document-total">{money(terms.totalAmount)}</dd>
        </dl>

        <h2>{t('terms.lines')}</h2>
        <ScrollRegion label={t('terms.lines')}>
          <table className={classes.table} data-testid="contract-document-lines">
            <thead>
              <tr>
                <th scope="col">{t('terms.lineNo')}</th>
                <th scope="col">{t('terms.number')}</th>
                <th scope="col">{t('terms.name')}</th>
                <th scope="col">{t('terms.model')}</th>
                <th scope="col">{t('terms.unit')}</th>
                <th scope="col">{t('terms.quantity')}</th>
                <th scope="col">{t('terms.unitPrice')}</th>
                <th scope="col">{t('terms.amount')}</th>
                <th scope="col">{t('terms.deliveryDate')}</th>
              </tr>
            </thead>
            <tbody>
              {terms.lines.map((line) => (
                <tr key={line.lineNo} data-testid="contract-document-line">
                  <td>{line.lineNo}</td>
                  <td>{line.number}</td>
                  <td>{line.name}</td>
                  <td>{line.model}</td>
                  <td>{line.unit}</td>
                  <td className={classes.number}>{line.quantity}</td>
                  <td className={classes.number}>{money(line.unitPrice)}</td>
                  <td className={classes.number}>{money(line.amount)}</td>
                  <td>{line.deliveryDate}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={7}>
                  {t('terms.total')}
                </th>
                <td className={classes.number}>{money(terms.totalAmount)}</td>
                <td />
              </tr>
            </tbody>
          </table>
        </ScrollRegion>

        <h2>{t('terms.plan')}</h2>
        <ScrollRegion label={t('terms.plan')}>
          <table className={classes.table} data-testid="contract-document-plan">
            <thead>
              <tr>
                <th scope="col">{t('terms.stage')}</th>
                <th scope="col">{t('terms.stageName')}</th>
                <th scope="col">{t('terms.ratio')}</th>
                <th scope="col">{t('terms.amount')}</th>
                <th scope="col">{t('terms.due')}</th>
              </tr>
            </thead>
            <tbody>
              {terms.paymentPlan.map((stage) => (
                <tr key={stage.stageNo}>
                  <td>{stage.stageNo}</td>
                  <td>{stage.name}</td>
                  <td className={classes.number}>{t('terms.percent', { value: stage.ratio })}</td>
                  <td className={classes.number}>{money(stage.amount)}</td>
                  <td>
                    {stage.condition === 'date'
                      ? t('terms.onDate', { date: stage.dueDate ?? '' })
                      : stage.payDay === null
                        ? t(`terms.conditions.${stage.condition}`)
                        : t('terms.conditionPayDay', { condition: t(`terms.conditions.${stage.condition}`), day: stage.payDay })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>

        <h2>{t('terms.address')}</h2>
        <p className={classes.text}>{terms.deliveryAddress}</p>

        <h2>{t('terms.text')}</h2>
        <p className={classes.text} data-testid="contract-document-text">
          {terms.text || t('terms.noText')}
        </p>

        {terms.attachments.length > 0 && (
          <>
            <h2>{t('terms.attachments')}</h2>
            <ul>
              {terms.attachments.map((file) => (
                <li key={file.fileId}>{file.name}</li>
              ))}
            </ul>
          </>
        )}

        <h2>{t('document.signatures')}</h2>
        <div className={classes.signatures}>
          {SIDES.map((side) => {
            const signature = signatureOf(side);
            return (
              <section
                key={side}
                className={classes.signature}
                data-testid="contract-document-signature"
                data-side={side}
                aria-label={t(`document.${side}`)}
              >
                <strong>{t(`document.${side}`)}</strong>: {agreement[side].name}
                <br />
                {signature ? t('document.signedBy', { name: signature.userName, time: at(signature.createTime) }) : t('document.notSigned')}
              </section>
            );
          })}
        </div>

        <footer className={classes.footer} data-testid="contract-document-footer">
          {t('document.footer', { no: agreement.agreementNo, version: versionNo })}
          <br />
          <span className={classes.hash}>{t('document.footerHash', { hash })}</span>
        </footer>
      </article>
    </div>
  );
}

/** A wide table scrolling sideways on a phone, in a named region the keyboard reaches (axe: scrollable-region-focusable). */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
    <section className={classes.scroll} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
