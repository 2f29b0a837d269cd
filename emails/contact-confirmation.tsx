// The contact-form e-mails (spec societies-and-tenant-area.md 2.14 and 8: 'Message Sent Successfully! We'll get
// back to you within 24 hours', with a confirmation email). React components whose default props are preview
// data; inline styles and a table layout, because mail clients ignore style sheets. React escapes every
// value, so the sender's text cannot inject markup.
import { emailCopy, type Locale } from './copy';
import { brandTagline, EmailFrame } from './frame';

export interface ContactConfirmationEmailProps {
  name?: string;
  email?: string;
  phone?: string | null;
  subject?: string;
  message?: string;
  brandName?: string;
  siteUrl?: string;
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

const preview = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  subject: '2 BHK for rent near Whitefield',
  message: 'Hi, I am looking for a 2 BHK in a gated society near Whitefield from next month.\nCould you help?',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

type Filled = Omit<typeof preview, 'phone'> & { phone: string | null };

function fill(props: ContactConfirmationEmailProps): Filled {
  return { ...preview, ...props, phone: props.phone === undefined ? preview.phone : props.phone };
}

const copy = (locale?: Locale) => emailCopy(locale, 'contactConfirmation');

export function contactConfirmationSubject({ brandName = preview.brandName, locale }: ContactConfirmationEmailProps = {}): string {
  return copy(locale)('subject', { brand: brandName });
}

export function contactConfirmationText(props: ContactConfirmationEmailProps = {}): string {
  const { name, subject, message, brandName, siteUrl } = fill(props);
  const t = copy(props.locale);
  return [
    emailCopy(props.locale, 'common')('greeting', { name }),
    '',
    t('textThanks', { brand: brandName }),
    '',
    t('yourMessage'),
    t('subjectLine', { subject }),
    '',
    message,
    '',
    `${brandName} · ${brandTagline(props.locale)} · ${siteUrl}`,
  ].join('\n');
}

/** The team's copy (sent to CONTACT_EMAIL). */
export function contactNotificationSubject(props: ContactConfirmationEmailProps = {}): string {
  const { name, subject } = fill(props);
  return `New contact message from ${name}: ${subject}`;
}

export function contactNotificationText(props: ContactConfirmationEmailProps = {}): string {
  const { name, email, phone, subject, message } = fill(props);
  return [`Name: ${name}`, `Email: ${email}`, `Phone: ${phone ?? '—'}`, `Subject: ${subject}`, '', message].join('\n');
}

function MessageCopy({ subject, message }: { subject: string; message: string }) {
  return (
    <tr>
      <td style={{ padding: '0 28px 28px' }}>
        <div style={{ borderRadius: 12, backgroundColor: '#f0fdfa', border: '1px solid #99f6e4', padding: '14px 16px', color: '#0f172a' }}>
          <div style={{ fontSize: 13, fontWeight: 600, color: '#0f766e' }}>{subject}</div>
          <div style={{ marginTop: 6, fontSize: 14, lineHeight: '21px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message}</div>
        </div>
      </td>
    </tr>
  );
}

export default function ContactConfirmationEmail(props: ContactConfirmationEmailProps) {
  const { name, subject, message, brandName, siteUrl } = fill(props);
  const t = copy(props.locale);
  return (
    <EmailFrame title={contactConfirmationSubject({ brandName, locale: props.locale })} brandName={brandName} siteUrl={siteUrl} locale={props.locale}>
      <tr>
        <td style={{ padding: '28px 28px 16px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t('title')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            {t('lead', { name, brand: brandName })}
          </p>
          <p style={{ margin: '16px 0 0', fontSize: 13, color: '#64748b' }}>{t('copy')}</p>
        </td>
      </tr>
      <MessageCopy subject={subject} message={message} />
    </EmailFrame>
  );
}

export function ContactNotificationEmail(props: ContactConfirmationEmailProps) {
  const { name, email, phone, subject, message, brandName, siteUrl } = fill(props);
  const row = (label: string, value: string) => (
    <p style={{ margin: '4px 0 0', fontSize: 14, lineHeight: '21px', color: '#475569' }}>
      <strong style={{ color: '#0f172a' }}>{label}:</strong> {value}
    </p>
  );
  return (
    <EmailFrame title={contactNotificationSubject({ name, subject })} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px 28px 16px', color: '#0f172a' }}>
          <h1 style={{ margin: '0 0 8px', fontSize: 20, lineHeight: '28px' }}>New contact message</h1>
          {row('Name', name)}
          {row('Email', email)}
          {row('Phone', phone ?? '—')}
        </td>
      </tr>
      <MessageCopy subject={subject} message={message} />
    </EmailFrame>
  );
}
