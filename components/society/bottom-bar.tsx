import { Building, MessageCircle } from '@/components/icons/static-icons';
import { LinkPendingOverlay } from '@/components/common/link-pending-overlay';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ViewPropertiesLink } from './view-properties-link';

/** The chat link of 'List Property': a prefilled message naming the society (spec 2.1). */
export function listPropertyChatUrl(chatNumber: string, societyName: string, brand: string): string {
  const text = `Hi, I would like to list my property in ${societyName} on ${brand}.`;
  return `https://wa.me/${chatNumber}?text=${encodeURIComponent(text)}`;
}

/**
 * The society page's action bar. Sticky to the bottom of the page's content rather than fixed to the
 * window: it stays in view (above the app's tab bar on phones) while the society is read, and comes to
 * rest above the footer instead of covering it.
 */
interface BottomBarProps {
  societyId: string;
  societyName: string;
  chatNumber: string;
  brand: string;
}

export function BottomBar({ societyId, societyName, chatNumber, brand }: BottomBarProps) {
  const t = useTranslations('society.bottomBar');
  return (
    <div
      data-testid="society-bottom-bar"
      className="sticky bottom-[calc(var(--tab-bar-height)+env(safe-area-inset-bottom))] z-30 -mx-4 mt-6 border-t border-border bg-background px-4 py-3 short:py-2 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] md:bottom-0"
    >
      <div className="grid grid-cols-2 gap-3">
        <Button asChild variant="outline" className="border-primary/40 text-primary">
          <a href={listPropertyChatUrl(chatNumber, societyName, brand)} target="_blank" rel="noopener noreferrer">
            <MessageCircle />
            {t('listProperty')}
            <span className="sr-only">{t('opensWhatsApp')}</span>
          </a>
        </Button>
        <Button asChild>
          {/* With the filters of the search that led here, when it had any (view-properties-link.tsx). */}
          <ViewPropertiesLink societyId={societyId}>
            <Building />
            {t('viewProperties')}
            <LinkPendingOverlay skeleton="properties" />
          </ViewPropertiesLink>
        </Button>
      </div>
    </div>
  );
}
