import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { MessageCircle } from '@/components/icons/static-icons';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { askTheAssociation, contactPrefillHref } from '@/lib/contact/prefill';
import { isTypedFact, KARNATAKA_RERA_SEARCH_URL, statedLines, unstatedFactNames, unstatedLine, type FactLine, type StatedFact } from '@/lib/societies/facts';
import { Section } from './section';

// The society's facts and its rules for tenants (the move-in card), each with where it came from and when it was
// checked. Only stated facts get a row; the rest share one 'Not stated yet' line with 'Ask the association', a
// link to the contact form with the question filled in (the desk's Messages). Server components: no script, the
// rest of the line opens with a native <details> (docs/society-facts.md).

function FactList({ lines, testId }: { lines: FactLine[]; testId: string }) {
  const t = useTranslations('society.facts');
  // Classes in app/globals.css (fact-list): each row is in the HTML and again in the React payload.
  return (
    <dl className="fact-list" data-testid={testId}>
      {lines.map((line) => (
        <div key={line.key} data-fact={line.key}>
          <dt>{line.label}</dt>
          <dd>
            {/* A fact typed as text (documents asked, moving hours) is shown as typed, in the words it was given in. */}
            {isTypedFact(line.key) ? <span data-as-typed="">{line.text}</span> : line.text}
            {line.checked && <small>{line.checked}</small>}
            {line.key === 'rera_number' && (
              <a href={KARNATAKA_RERA_SEARCH_URL} target="_blank" rel="noopener noreferrer">
                {t('reraSearch')}<span className="sr-only">{t('opensNewTab')}</span>
              </a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** `names` in the page's language; the question the contact form gets names them in English, for the desk. */
function UnstatedFacts({ names, englishNames, societyName }: { names: string[]; englishNames: string[]; societyName: string }) {
  const t = useTranslations('society.facts');
  const tf = useTranslations('facts');
  const { line, rest } = unstatedLine(names, tf);
  const locale = useLocale() as Locale;
  return (
    <div className="unstated-facts" data-testid="unstated-facts">
      {rest.length > 0 ? (
        <details>
          <summary>{line}</summary>
          <p>{t('alsoNotStated', { names: rest.join(', ') })}</p>
        </details>
      ) : (
        <p>{line}.</p>
      )}
      <Link href={localePath(locale, contactPrefillHref(askTheAssociation(societyName, englishNames)))} prefetch={false}>
        <MessageCircle aria-hidden="true" className="size-4" />
        {t('askAssociation')}
      </Link>
    </div>
  );
}

/**
 * The move-in card (who may rent, pets, food, fees, verification, documents, moving hours, parking) and the
 * society's facts, stated ones only; the move-in card is left out when it states nothing.
 */
export function SocietyFacts({ facts, societyName }: { facts: StatedFact[]; societyName: string }) {
  const t = useTranslations('society.facts');
  const tf = useTranslations('facts');
  const locale = useLocale() as Locale;
  const rules = statedLines('rules', facts, tf, locale);
  const known = statedLines('facts', facts, tf, locale);
  const unstated = unstatedFactNames(facts, tf);
  return (
    <>
      {rules.length > 0 && (
        <Section id="move-in" title={t('rulesTitle')}>
          <p className="-mt-1 text-sm text-muted-foreground">{t('rulesIntro')}</p>
          <FactList lines={rules} testId="move-in-card" />
        </Section>
      )}
      <Section id="society-facts" title={t('factsTitle')}>
        {known.length > 0 && <FactList lines={known} testId="society-facts" />}
        {unstated.length > 0 && <UnstatedFacts names={unstated} englishNames={unstatedFactNames(facts)} societyName={societyName} />}
      </Section>
    </>
  );
}
