// The desk's reply to a contact message (docs/ops.md "Leads, messages and campaigns"): sent as GHomes (the mail provider's From), with
// the team's address to answer to, the reply as the staff member wrote it and the person's own message under it.
// A React component whose default props are preview data; inline styles and a table layout, because mail clients
// ignore style sheets. React escapes every value, so neither text can inject markup.
import { emailCopy, type Locale } from './copy';
import { brandTagline, EmailFrame } from './frame';

export interface ContactReplyProps {
  name?: string;
  subject?: string;
  reply?: string;
  /** The person's message, quoted under the reply. */
  message?: string;
  /** When they sent it, as a day in India ('23 Nov 2026'). */
  receivedOn?: string;
  brandName?: string;
  siteUrl?: string;
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

const preview = {
  name: 'Asha Rao',
  subject: '2 BHK for rent near Whitefield',
  reply: 'Hi Asha,\nThree 2 BHK homes in gated societies near Whitefield are free from next month. Shall we book you a visit on Saturday?',
  message: 'Hi, I am looking for a 2 BHK in a gated society near Whitefield from next month.\nCould you help?',
  receivedOn: '23 Nov 2026',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: ContactReplyProps) => ({ ...preview, ...props });

/** 'Re: <their subject>', so the reply sits with their message in a mail client. */
export function contactReplySubject(props: ContactReplyProps = {}): string {
  return `Re: ${fill(props).subject}`;
}

const copy = (props: ContactReplyProps) => emailCopy(props.locale, 'contactReply');

export function contactReplyText(props: ContactReplyProps = {}): string {
  const { name, subject, reply, message, receivedOn, brandName, siteUrl } = fill(props);
  const t = copy(props);
  return [
    reply,
    '',
    t('team', { brand: brandName }),
    '',
    t('yourMessage', { date: receivedOn, name }),
    emailCopy(props.locale, 'contactConfirmation')('subjectLine', { subject }),
    '',
    ...message.split('\n').map((line) => `> ${line}`),
    '',
    `${brandName} · ${brandTagline(props.locale)} · ${siteUrl}`,
  ].join('\n');
}

export default function ContactReplyEmail(props: ContactReplyProps) {
  const { name, subject, reply, message, receivedOn, brandName, siteUrl } = fill(props);
  const t = copy(props);
  return (
    <EmailFrame title={contactReplySubject({ subject })} brandName={brandName} siteUrl={siteUrl} locale={props.locale}>
      <tr>
        <td style={{ padding: '28px 28px 16px', color: '#0f172a' }}>
          <p style={{ margin: 0, fontSize: 15, lineHeight: '22px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply}</p>
          <p style={{ margin: '16px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{t('team', { brand: brandName })}</p>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '0 28px 28px' }}>
          <p style={{ margin: '0 0 6px', fontSize: 13, color: '#64748b' }}>
            {t('yourMessage', { date: receivedOn, name })}
          </p>
          <div style={{ borderRadius: 12, backgroundColor: '#f0fdfa', border: '1px solid #99f6e4', padding: '14px 16px', color: '#0f172a' }}>
            <div style={{ fontSize: 13, fontWeight: 600, color: '#0f766e' }}>{subject}</div>
            <div style={{ marginTop: 6, fontSize: 14, lineHeight: '21px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message}</div>
          </div>
        </td>
      </tr>
    </EmailFrame>
  );
}
