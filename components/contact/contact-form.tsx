'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { sendContactMessage } from './contact-api';
import { readContactPrefill } from '@/lib/contact/prefill';
import { EMAIL_INPUT_PROPS, fieldAria, FormField } from '@/components/forms/form-field';
import { useCopy } from '@/components/i18n/copy-scope';
import { SubmitButton } from '@/components/forms/submit-button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { markedText } from '@/components/marketing/marked-text';
import { CONTACT_LIMITS, contactMessages, contactSchema, type ContactFormValues, type ContactMessage } from '@/lib/validation/contact';

/** Spec 4: the sent state lasts 3 seconds, then the form resets. */
export const SENT_STATE_MS = 3000;

type ErrorKey = keyof typeof contactMessages;
// The schema's messages are English (the route answers with them too): the form shows each in the page's language.
const ERROR_KEYS = new Map(Object.entries(contactMessages).map(([key, text]) => [text as string, key as ErrorKey]));
const LIMIT_OF: Partial<Record<ErrorKey, number>> = { nameTooLong: CONTACT_LIMITS.name, subjectTooLong: CONTACT_LIMITS.subject, messageTooLong: CONTACT_LIMITS.message };

type Status = 'idle' | 'sending' | 'sent';

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The message form of /contact (spec 2.14): idle -> sending -> sent (3 s) -> idle with an empty form. */
export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const [status, setStatus] = useState<Status>('idle');
  const [sentTo, setSentTo] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const successRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ContactFormValues, unknown, ContactMessage>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const t = useCopy('info');
  const errorText = (message: string | undefined) => {
    const key = message === undefined ? undefined : ERROR_KEYS.get(message);
    return key ? t(`contactForm.errors.${key}`, { max: LIMIT_OF[key] ?? '' }) : message;
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  usePrefill(form.reset, formRef);
  useEffect(() => {
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  const submit = form.handleSubmit(async (values) => {
    setStatus('sending');
    try {
      await sendContactMessage(values);
      toast.success(t('contactForm.successTitle'), { description: t('contactForm.successText') });
      setSentTo(values.email);
      setStatus('sent');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        form.reset(EMPTY);
        setStatus('idle');
      }, SENT_STATE_MS);
    } catch {
      toast.error(t('contactForm.failure'));
      setStatus('idle');
    }
  });

  const sending = status === 'sending';
  const field = (name: keyof ContactFormValues) => ({
    id: `${idPrefix}-${name}`,
    ...fieldAria(`${idPrefix}-${name}`, errorText(errors[name]?.message)),
    'aria-required': name !== 'phone' || undefined,
    readOnly: sending,
    ...form.register(name),
  });

  return (
    <div>
      <div role="status" aria-live="polite">
        {status === 'sent' ? (
          <div ref={successRef} tabIndex={-1} className="flex flex-col items-center rounded-2xl bg-teal-50 px-5 py-10 text-center ring-1 ring-teal-200 outline-none">
            <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
            <p className="mt-3 text-lg font-bold text-slate-900">{t('contactForm.successTitle')}</p>
            <p className="mt-1 text-[15px] text-slate-700">{t('contactForm.successText')}</p>
            <p className="mt-3 text-sm text-slate-600">{markedText(t('contactForm.confirmation', { email: sentTo }), (email) => <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>)}</p>
          </div>
        ) : null}
      </div>

      {status !== 'sent' ? (
        <form ref={formRef} noValidate onSubmit={submit} className="flex scroll-mt-24 flex-col gap-4" aria-label={t('contactForm.formLabel')}>
          <FormField id={`${idPrefix}-name`} label={<>{t('contactForm.name')} <Required /></>} error={errorText(errors.name?.message)}>
            <Input type="text" autoComplete="name" placeholder={t('contactForm.namePlaceholder')} maxLength={CONTACT_LIMITS.name} className="h-12" {...field('name')} />
          </FormField>
          <FormField id={`${idPrefix}-email`} label={<>{t('contactForm.email')} <Required /></>} error={errorText(errors.email?.message)}>
            <Input {...EMAIL_INPUT_PROPS} maxLength={CONTACT_LIMITS.email} className="h-12" {...field('email')} />
          </FormField>
          <FormField id={`${idPrefix}-phone`} label={<>{t('contactForm.phone')} <span className="font-normal text-muted-foreground">{t('contactForm.optional')}</span></>} error={errorText(errors.phone?.message)}>
            <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+91 98765 43210" maxLength={CONTACT_LIMITS.phone} className="h-12" {...field('phone')} />
          </FormField>
          <FormField id={`${idPrefix}-subject`} label={<>{t('contactForm.subject')} <Required /></>} error={errorText(errors.subject?.message)}>
            <Input type="text" placeholder={t('contactForm.subjectPlaceholder')} maxLength={CONTACT_LIMITS.subject} className="h-12" {...field('subject')} />
          </FormField>
          <FormField id={`${idPrefix}-message`} label={<>{t('contactForm.message')} <Required /></>} error={errorText(errors.message?.message)}>
            <Textarea rows={5} placeholder={t('contactForm.messagePlaceholder')} maxLength={CONTACT_LIMITS.message} className="min-h-32" {...field('message')} />
          </FormField>
          <SubmitButton pending={sending} className="rounded-xl">
            {sending ? (
              t('contactForm.sending')
            ) : (
              <>
                <Send aria-hidden="true" />
                {t('contactForm.send')}
              </>
            )}
          </SubmitButton>
        </form>
      ) : null}
    </div>
  );
}

/**
 * A link may fill in the subject and message ('Ask the association' on a society page, lib/contact/prefill.ts):
 * read from the address once the page has loaded (the page is static and the same for everyone), and the form
 * brought into view, since it sits below the page's contact cards.
 */
function usePrefill(reset: (values: ContactFormValues) => void, formRef: React.RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const prefill = readContactPrefill(window.location.search);
    if (!prefill) return;
    reset({ ...EMPTY, ...prefill });
    formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [reset, formRef]);
}

function Required() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}
