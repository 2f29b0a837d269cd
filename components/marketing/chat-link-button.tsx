import { MessageCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A WhatsApp chat link with a prefilled message (spec "External links"). */
export function chatUrl(chatNumber: string, message: string): string {
  return `https://wa.me/${chatNumber}?text=${encodeURIComponent(message)}`;
}

interface ChatLinkButtonProps {
  chatNumber: string;
  message: string;
  children: React.ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
}

/** A large call-to-action that opens the chat in a new tab. */
export function ChatLinkButton({ chatNumber, message, children, variant = 'default', className }: ChatLinkButtonProps) {
  const t = useTranslations('info.chat');
  return (
    <Button asChild size="lg" variant={variant} className={cn('w-full rounded-xl sm:w-auto', className)}>
      <a href={chatUrl(chatNumber, message)} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" />
        {children}
        <span className="sr-only">{` ${t('newTab')}`}</span>
      </a>
    </Button>
  );
}
