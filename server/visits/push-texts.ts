import 'server-only';
import { formatIndiaMoment } from '@/lib/time/india';
import { formatPassCode } from '@/lib/visits/gate-pass';

// The notification texts of the visit messages (the e-mail and WhatsApp say more; a notification is a glance).

export function reminderPush(input: { societyName: string; propertyName: string; visitStart: Date; passCode: string }, when: string) {
  return {
    title: `Your visit is ${when}: ${input.societyName}`,
    body: `${input.propertyName}, ${formatIndiaMoment(input.visitStart)}. Gate pass ${formatPassCode(input.passCode)}: tap to open it.`,
  };
}

export function rescheduledPush(input: { societyName: string; visitStart: Date }) {
  return { title: `Visit moved: ${input.societyName}`, body: `Your visit is now ${formatIndiaMoment(input.visitStart)}. Tap to see your visit.` };
}

export function cancelledPush(input: { societyName: string; visitStart: Date }) {
  return { title: `Visit cancelled: ${input.societyName}`, body: `Your visit of ${formatIndiaMoment(input.visitStart)} is cancelled.` };
}
