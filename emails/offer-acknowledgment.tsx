// The acknowledgment a tenant gets after sending a rental offer (spec 7 send-offer-acknowledgment: society,
// property, amounts with the amount labels, move-in date): a WhatsApp text and an e-mail copy. A React
// component whose default props are preview data; inline styles and tables, because mail clients ignore style
// sheets. React escapes every value, so the tenant's own text cannot inject markup.
import { formatAmount, formatRupees } from '@/lib/amounts';
import { formatCalendarDayIn } from '@/lib/time/india-locale';
import { oneLine } from '@/lib/text/one-line';
import { emailCopy, type Locale } from './copy';
import { brandTagline, EmailFactsTable, EmailFrame } from './frame';

export interface OfferAcknowledgmentProps {
  tenantName?: string;
  societyName?: string;
  /** e.g. '2 BHK · Semi-Furnished' */
  propertyTitle?: string;
  offeredRent?: number;
  offeredDeposit?: number;
  /** yyyy-MM-dd */
  moveinDate?: string;
  brandName?: string;
  siteUrl?: string;
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

type Filled = Required<Omit<OfferAcknowledgmentProps, 'locale'>> & { locale?: Locale };

const preview: Filled = {
  tenantName: 'Asha',
  societyName: 'Prestige Lakeside Habitat',
  propertyTitle: '2 BHK · Semi-Furnished',
  offeredRent: 42000,
  offeredDeposit: 150000,
  moveinDate: '2026-12-05',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: OfferAcknowledgmentProps) => ({ ...preview, ...props }) as Filled;
const copy = (props: { locale?: Locale }) => emailCopy(props.locale, 'offerAcknowledgment');

/** '₹42K (₹42,000)': the amount label, then the full figure so there is no doubt about the number. */
export function amountWithLabel(amount: number): string {
  return `${formatAmount(amount)} (${formatRupees(amount)})`;
}

export function offerAcknowledgmentSubject(props: OfferAcknowledgmentProps = {}): string {
  const { propertyTitle, societyName } = fill(props);
  return copy(props)('subject', { home: propertyTitle, society: societyName });
}

function termLines(props: Filled): string[] {
  const t = copy(props);
  return [
    `${t('society')}: ${props.societyName}`,
    `${t('property')}: ${props.propertyTitle}`,
    t('rentLine', { amount: amountWithLabel(props.offeredRent) }),
    `${t('deposit')}: ${amountWithLabel(props.offeredDeposit)}`,
    `${t('moveIn')}: ${formatCalendarDayIn(props.locale ?? 'en', props.moveinDate)}`,
  ];
}

/** The WhatsApp message (twilio or the outbox). */
export function offerAcknowledgmentWhatsApp(props: OfferAcknowledgmentProps = {}): string {
  const filled = fill(props);
  const t = copy(props);
  return [t('lead', { name: oneLine(filled.tenantName) }), '', ...termLines(filled), '', `${t('final')} – ${filled.brandName}`].join('\n');
}

export function offerAcknowledgmentText(props: OfferAcknowledgmentProps = {}): string {
  const filled = fill(props);
  const t = copy(props);
  return [
    emailCopy(props.locale, 'common')('greeting', { name: oneLine(filled.tenantName) }),
    '',
    t('sent'),
    '',
    ...termLines(filled),
    '',
    t('final'),
    '',
    `${filled.brandName} · ${brandTagline(props.locale)} · ${filled.siteUrl}`,
  ].join('\n');
}


export default function OfferAcknowledgmentEmail(props: OfferAcknowledgmentProps) {
  const filled = fill(props);
  const t = copy(props);
  const rows: [string, string][] = [
    [t('society'), filled.societyName],
    [t('property'), filled.propertyTitle],
    [t('rent'), t('perMonth', { amount: amountWithLabel(filled.offeredRent) })],
    [t('deposit'), amountWithLabel(filled.offeredDeposit)],
    [t('moveIn'), formatCalendarDayIn(filled.locale ?? 'en', filled.moveinDate)],
  ];
  return (
    <EmailFrame title={offerAcknowledgmentSubject(filled)} brandName={filled.brandName} siteUrl={filled.siteUrl} locale={props.locale}>
      <tr>
        <td style={{ padding: '28px 28px 12px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t('title')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            {t('lead', { name: filled.tenantName })}
          </p>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '0 28px 8px' }}>
          <EmailFactsTable rows={rows} />
        </td>
      </tr>
      <tr>
        <td style={{ padding: '12px 28px 28px', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>
          {t('final')}
        </td>
      </tr>
    </EmailFrame>
  );
}
