// Pieces shared by the visit-day e-mails (reminders, reschedules, and the confirmation's gate pass):
// the heading, the detail rows, the gate pass with its QR code, the directions button and the "change or cancel"
// line. Inline styles and tables.
import type { ReactNode } from 'react';
import { emailCopy, richCopy, type Locale } from './copy';

/** What every visit e-mail is given (all optional: the defaults are the preview data). */
export interface VisitEmailProps {
  name?: string;
  societyName?: string;
  propertyName?: string;
  /** The flat to go to ('B-1204': the tower is in it), once booked; null when the operator gave none. */
  house?: string | null;
  /** 'Mon, 24 Nov 2026' (India time). */
  date?: string;
  /** '10:30 AM - 11:00 AM IST'. */
  time?: string;
  address?: string;
  directionsUrl?: string;
  /** The visit's page, to reschedule or cancel. */
  manageUrl?: string;
  /** The gate pass; absent in old previews. */
  pass?: GatePassProps | null;
  brandName?: string;
  siteUrl?: string;
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

/** The words the visit e-mails share, in one language. */
export const visitCopy = (locale?: Locale) => emailCopy(locale, 'visit');

/** The preview data every visit e-mail starts from (its default props; mail previews and tests). */
export const VISIT_EMAIL_PREVIEW = {
  name: 'Asha',
  societyName: 'Prestige Lakeside Habitat',
  propertyName: '3 BHK for rent',
  house: 'B-1204' as string | null,
  date: 'Mon, 24 Nov 2026',
  time: '10:30 AM - 11:00 AM IST',
  address: 'Varthur, Whitefield, Bangalore',
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=12.95,77.74',
  manageUrl: 'http://localhost:3000/society-visits/00000000-0000-4000-8000-000000000000',
  pass: { code: 'AB12-CD34', qrUrl: 'http://localhost:3000/api/gate-pass/qr?code=AB12-CD34', validity: '10:00 AM to 11:30 AM', hasDesk: false } as GatePassProps | null,
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

/** A visit e-mail's props over its preview data, its gate pass in the e-mail's language. */
export function fillVisit<Props extends VisitEmailProps, Preview extends object>(preview: Preview, props: Props) {
  const all = { ...preview, ...props } as Preview & Props & { pass: GatePassProps | null };
  return { ...all, pass: all.pass && { ...all.pass, locale: props.locale } };
}

/** The rows every visit e-mail shows about the visit. */
export function visitDetailRows(visit: { societyName: string; propertyName: string; house?: string | null; date: string; time: string; address: string }, locale?: Locale) {
  const t = visitCopy(locale);
  return [
    { label: t('society'), value: visit.societyName },
    { label: t('property'), value: visit.propertyName },
    ...(visit.house ? [{ label: t('house'), value: visit.house }] : []),
    { label: t('date'), value: visit.date },
    { label: t('time'), value: visit.time },
    { label: t('address'), value: visit.address },
  ];
}

/** The plain-text lines of the visit's facts, 'Society: ...' to 'Directions: ...'. */
export function visitTextLines(visit: { societyName: string; propertyName: string; house?: string | null; date: string; time: string; address: string; directionsUrl: string }, locale?: Locale): string[] {
  const t = visitCopy(locale);
  return [
    ...visitDetailRows(visit, locale).map(({ label, value }) => `${label}: ${value}`),
    `${t('directions')}: ${visit.directionsUrl}`,
  ];
}

/** The plain-text line naming the flat (none when unknown). */
export function houseLines(house: string | null | undefined, locale?: Locale): string[] {
  return house ? [`${visitCopy(locale)('house')}: ${house}`] : [];
}

/** The home as a sentence names it: '3 BHK for rent, house B-1204'. */
export function homeWithHouse(propertyName: string, house: string | null | undefined, locale?: Locale): string {
  return house ? visitCopy(locale)('homeWithHouse', { home: propertyName, house }) : propertyName;
}

export function DetailRow({ label, value, muted = false }: { label: string; value: string; muted?: boolean }) {
  return (
    <tr>
      <td style={{ padding: '6px 0', fontSize: 13, color: '#64748b', width: 90, verticalAlign: 'top' }}>{label}</td>
      <td style={{ padding: '6px 0', fontSize: 15, color: muted ? '#94a3b8' : '#0f172a', fontWeight: 600, textDecoration: muted ? 'line-through' : 'none' }}>{value}</td>
    </tr>
  );
}

/** The e-mail's heading and its one-paragraph lead. */
export function EmailHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <tr>
      <td style={{ padding: '28px 28px 8px', color: '#0f172a' }}>
        <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{title}</h1>
        <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{children}</p>
      </td>
    </tr>
  );
}

/** The visit's facts as label/value rows; a muted row is struck through (the old slot of a reschedule). */
export function DetailTable({ rows }: { rows: { label: string; value: string; muted?: boolean }[] }) {
  return (
    <tr>
      <td style={{ padding: '8px 28px 8px' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            {rows.map((row) => (
              <DetailRow key={row.label} {...row} />
            ))}
          </tbody>
        </table>
      </td>
    </tr>
  );
}

export interface GatePassProps {
  /** 'ABCD-EFGH'. */
  code: string;
  /** The QR code's image (an absolute URL of /api/gate-pass/qr). */
  qrUrl: string;
  /** '10:00 AM to 11:30 AM' (India time). */
  validity: string;
  /** The society checks passes at a security desk; without one the visitor shows the pass to the guard at the gate. */
  hasDesk: boolean;
  locale?: Locale;
}

/** The gate pass: the code in large letters, its QR code, where to show it and when it is valid. */
export function GatePassBlock({ code, qrUrl, validity, hasDesk, locale }: GatePassProps) {
  const t = visitCopy(locale);
  return (
    <tr>
      <td style={{ padding: '8px 28px' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ border: '2px dashed #0f766e', borderRadius: 12 }}>
          <tbody>
            <tr>
              <td style={{ padding: '14px 16px', verticalAlign: 'middle' }}>
                <div style={{ fontSize: 12, fontWeight: 700, letterSpacing: 1, color: '#0f766e', textTransform: 'uppercase' }}>{t('gatePass')}</div>
                <div style={{ fontSize: 22, fontWeight: 800, letterSpacing: 2, whiteSpace: 'nowrap', color: '#0f172a', fontFamily: 'Menlo, Consolas, monospace', marginTop: 4 }}>{code}</div>
                <div style={{ fontSize: 13, lineHeight: '19px', color: '#475569', marginTop: 6 }}>
                  {t(hasDesk ? 'passAtDesk' : 'passAtGate')} {t('passValid', { validity })}
                </div>
              </td>
              <td width={100} style={{ padding: '10px 12px 10px 0', verticalAlign: 'middle' }}>
                <img src={qrUrl} width={88} height={88} alt={t('qrAlt', { code })} style={{ display: 'block', border: 0 }} />
              </td>
            </tr>
          </tbody>
        </table>
      </td>
    </tr>
  );
}

export function gatePassText({ code, validity, hasDesk, locale }: GatePassProps): string {
  const t = visitCopy(locale);
  return t('gatePassLine', { code, instruction: t(hasDesk ? 'passAtDeskShort' : 'passAtGateShort'), validity });
}

export function ManageVisitLine({ manageUrl, locale }: { manageUrl: string; locale?: Locale }) {
  const t = visitCopy(locale);
  return (
    <p style={{ margin: '16px 0 0', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>
      {richCopy(t, 'plansChanged', {
        link: (
          <a href={manageUrl} style={{ color: '#0f766e' }}>
            {t('plansChangedLink')}
          </a>
        ),
      })}
    </p>
  );
}

export function DirectionsButton({ href, locale }: { href: string; locale?: Locale }) {
  return (
    <a
      href={href}
      style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '12px 20px', borderRadius: 10, fontSize: 15, fontWeight: 600, textDecoration: 'none' }}
    >
      {visitCopy(locale)('getDirections')}
    </a>
  );
}
