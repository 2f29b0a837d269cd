import { iconSet, type SetIcon } from '@/components/icons/icon-set';
import { BadgeCheck, BedDouble, Car, ChevronDown, Compass, Layers, Ruler, Sofa, CalendarClock, Users, Home } from '@/components/icons/static-icons';
import { useLocale, useTranslations } from 'next-intl';
import { SafeImage } from '@/components/common/safe-image';
import { HeartButton } from '@/components/hearts/heart-button';
import { UnlockDoorButton } from '@/components/visits/unlock-door-button';
import { formatAmount, withAmountWords } from '@/lib/amounts';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { reportBrokerPath } from '@/lib/listings/broker-reports';
import { availabilityLabel, floorLabel, foodPreferenceLabel, maintenanceLabel, preferredTenantLabel } from '@/lib/listings/display';
import { fairRentLine } from '@/lib/societies/fair-rent';
import { formatPricePerSqft, formatYieldRange, rentalYieldRange } from '@/lib/societies/derived-facts';
import type { FactsTranslate } from '@/lib/societies/facts-copy';
import { storedLabel } from '@/lib/societies/stored-values';
import { AmountWords } from './amount-words';
import type { ListingDetail, RentListingDetail, SaleListingDetail } from '@/server/listings/service';
import { MediaCarousel } from './media-carousel';

// One listing of the properties page (spec 2.3). A server component: only the carousel and the button are
// client islands; 'See more' is a native <details>, so it costs no script.

const sqftFormat = new Intl.NumberFormat('en-IN');

// Every card draws these: once per page (components/icons/icon-set.tsx), the cards <use> them. Both tabs' cards
// share the one set: the tab panels are hidden, never unmounted, and a set per tab drew the same icons twice.
const Icons = iconSet({ BadgeCheck, BedDouble, Car, ChevronDown, Compass, Layers, Ruler, Sofa, CalendarClock, Users, Home });
const ICON_PREFIX = 'card-icon';

/** The icons of the page's cards, rent and sale: render it once, outside the tab panels. */
export function PropertyCardSymbols() {
  return <Icons.Symbols prefix={ICON_PREFIX} />;
}
const MEDIA_SIZES = '(max-width: 640px) 100vw, 640px';

export function listingName(listing: ListingDetail, societyName: string): string {
  return `${listing.bedroom ?? 'Home'} for ${listing.kind === 'rent' ? 'rent' : 'sale'} · ${societyName}`;
}

function Fact({ icon: Icon, prefix, label, value }: { icon: SetIcon; prefix: string; label: string; value: string }) {
  // The icon sits inside the <dt>: a <dl>'s groups may hold only <dt> and <dd> (axe 'definition-list').
  return (
    <div>
      <dt>
        <Icon prefix={prefix} />
        {label}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}


/** The price, and the area with the price per sq ft unless the fair-rent line below says it (`withPerSqft`). */
function Price({ listing, withPerSqft }: { listing: ListingDetail; withPerSqft: boolean }) {
  const t = useTranslations('listings.card');
  const tf = useTranslations('facts');
  const total = listing.kind === 'rent' ? listing.rent : listing.price;
  const perSqft = withPerSqft ? formatPricePerSqft(total, listing.sqft, tf) : '';
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <p className="text-2xl font-bold leading-tight text-foreground">
        {listing.kind === 'rent' ? formatAmount(listing.rent) : listing.price ? formatAmount(listing.price) : t('priceOnRequest')}
        <AmountWords amount={total} />
        {listing.kind === 'rent' && <span className="text-sm font-medium text-muted-foreground">{` ${t('perMonth')}`}</span>}
      </p>
      {listing.sqft && (
        <p className="text-sm text-muted-foreground">
          {t('sqft', { sqft: sqftFormat.format(listing.sqft) })}{perSqft && ` · ${perSqft}`}
        </p>
      )}
    </div>
  );
}

/** '₹27/sq ft · 12% below the usual rent here for a 3 BHK' (docs/society-facts.md), when the data allows. */
function FairRent({ line }: { line: string | null }) {
  if (!line) return null;
  return (
    <p className="text-sm font-medium text-foreground/80" data-testid="fair-rent">
      {line}
    </p>
  );
}

function SaleFacts({ listing }: { listing: SaleListingDetail }) {
  const t = useTranslations('listings.card');
  const tf = useTranslations('facts');
  const yieldRange = formatYieldRange(rentalYieldRange(listing.monthlyRent, listing.price));
  return (
    <div className="flex flex-wrap gap-2 text-xs">
      {yieldRange && <span className="rounded-full bg-success/10 px-2.5 py-1 font-semibold text-success">{t('rentalYield', { range: yieldRange })}</span>}
      {listing.documentVerified && (
        <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-1 font-semibold text-primary">
          <Icons.BadgeCheck prefix={ICON_PREFIX} className="size-3.5" />
          {t('documentsVerified')}
        </span>
      )}
      {listing.occupancy && <span className="rounded-full bg-muted px-2.5 py-1 font-medium text-foreground">{storedLabel('occupancy', listing.occupancy, tf)}</span>}
    </div>
  );
}

function RentMore({ listing }: { listing: RentListingDetail }) {
  const t = useTranslations('listings.card');
  const tf = useTranslations('facts');
  const locale = useLocale() as Locale;
  const amount = (value: number) => withAmountWords(formatAmount(value), value, locale);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <>
      <Detail label={t('securityDeposit')} value={listing.deposit ? amount(listing.deposit) : t('notSpecified')} />
      <Detail label={t('maintenance')} value={maintenanceLabel(listing.maintenanceIncluded, listing.maintenance, tf, locale)} />
      <Detail label={t('rentNegotiable')} value={yesNo(listing.negotiable)} />
      <Detail label={t('petsAllowed')} value={yesNo(listing.petsAllowed)} />
      <Detail label={t('foodPreference')} value={foodPreferenceLabel(listing.foodPreference, tf)} />
      <Detail label={t('preferredTenant')} value={preferredTenantLabel(listing.preferredTenants, tf)} />
      <Detail label={t('serviceFee')} value={listing.serviceFee ? amount(listing.serviceFee) : t('none')} />
    </>
  );
}

/**
 * 'Report a broker' (docs/listings-and-booking.md "No brokers"): a plain link to the report page, so the cached page
 * gains no script and reads no cookie; the report page asks for the sign-in. Not followed by crawlers.
 */
function ReportBrokerLink({ listingId, name }: { listingId: string; name: string }) {
  const t = useTranslations('listings.card');
  const locale = useLocale() as Locale;
  return (
    <p className="text-right">
      <a href={localePath(locale, reportBrokerPath(listingId))} rel="nofollow" aria-label={t('reportBrokerLabel', { name })} className="inline-flex min-h-11 items-center text-xs text-muted-foreground underline underline-offset-4 hover:text-foreground" data-testid="report-broker-link">
        {t('reportBroker')}
      </a>
    </p>
  );
}

function SaleMore({ listing }: { listing: SaleListingDetail }) {
  const t = useTranslations('listings.card');
  const locale = useLocale() as Locale;
  const amount = (value: number) => withAmountWords(formatAmount(value), value, locale);
  return (
    <>
      <Detail label={t('bookingAmount')} value={listing.bookingAmount ? amount(listing.bookingAmount) : t('notSpecified')} />
      <Detail label={t('houseNumber')} value={listing.houseNumber} />
      <Detail label={t('serviceFee')} value={listing.serviceFee ? amount(listing.serviceFee) : t('none')} />
      {listing.highlights.length > 0 && (
        <div data-list="">
          <dt>{t('highlights')}</dt>
          <dd>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {listing.highlights.map((highlight) => (
                <li key={highlight} data-as-typed="">
                  {highlight}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </>
  );
}

type CardTexts = ReturnType<typeof useTranslations<'listings.card'>>;

/** The facts row of a card: configuration, area, floor, facing, furnishing, parking, availability, tenants. */
function cardFacts(listing: ListingDetail, t: CardTexts, tf: FactsTranslate, locale: Locale) {
  const floor = floorLabel(listing.floor, tf);
  return [
    listing.bedroom && { icon: Icons.BedDouble, label: t('configuration'), value: storedLabel('bedroom', listing.bedroom, tf) },
    listing.sqft && { icon: Icons.Ruler, label: t('area'), value: t('sqft', { sqft: sqftFormat.format(listing.sqft) }) },
    floor && { icon: Icons.Layers, label: t('floor'), value: floor },
    listing.facing && { icon: Icons.Compass, label: t('facing'), value: storedLabel('facing', listing.facing, tf) },
    listing.furnishing && { icon: Icons.Sofa, label: t('furnishing'), value: storedLabel('furnishing', listing.furnishing, tf) },
    listing.parking && { icon: Icons.Car, label: t('parking'), value: storedLabel('parking', listing.parking, tf) },
    // The society page's cards word it the same way ('Available now', 'Available from 5 Dec 2026').
    { icon: Icons.CalendarClock, label: t('availability'), value: (listing.kind === 'rent' && availabilityLabel(listing.immediate, listing.availableFrom, undefined, tf, locale)) || t('notSpecified') },
    listing.kind === 'rent' && { icon: Icons.Users, label: t('preferredTenant'), value: preferredTenantLabel(listing.preferredTenants, tf) },
  ].filter(Boolean) as { icon: SetIcon; label: string; value: string }[];
}

export function PropertyCard(props: { listing: ListingDetail; societyName: string; playerUrlTemplate: string; priority?: boolean; median?: number }) {
  const { listing, societyName, playerUrlTemplate, priority = false, median } = props;
  const t = useTranslations('listings.card');
  const tf = useTranslations('facts');
  const locale = useLocale() as Locale;
  const home = storedLabel('bedroom', listing.bedroom, tf) ?? t('home');
  const homeFor = listing.kind === 'rent' ? t('forRent', { home }) : t('forSale', { home });
  const name = `${homeFor} · ${societyName}`;
  const headingId = `listing-${listing.id}`;
  const fair = listing.kind === 'rent' ? fairRentLine(listing.rent, listing.sqft, listing.bedroom, median, tf) : null;
  const facts = cardFacts(listing, t, tf, locale);
  const prefix = ICON_PREFIX;

  return (
    <article aria-labelledby={headingId} data-testid="property-card" data-listing-id={listing.id} className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <div className="relative">
        <MediaCarousel
          photos={listing.photos}
          video={listing.video}
          alt={name}
          playerUrlTemplate={playerUrlTemplate}
          images={listing.photos.map((url, photoIndex) => {
            // The first card's first item is the page's largest paint: load it eagerly, with high priority.
            const first = priority && !listing.video && photoIndex === 0;
            return <SafeImage key={url + photoIndex} src={url} alt={photoIndex === 0 ? name : ''} fill sizes={MEDIA_SIZES} className="object-cover" draggable={false} priority={first} loading={first ? undefined : 'lazy'} />;
          })}
          videoThumbnail={
            // A listing with a video shows its thumbnail first: then that is the page's largest paint.
            listing.video && <SafeImage src={listing.video.thumbnailUrl} alt="" fill sizes={MEDIA_SIZES} className="object-cover" unoptimized priority={priority} />
          }
          emptyImage={listing.photos.length === 0 && !listing.video && <SafeImage src={null} alt={name} fill sizes={MEDIA_SIZES} className="object-cover" />}
        />
        <HeartButton listingId={listing.id} homeName={name} className="absolute right-2 top-2" />
      </div>
      <div className="space-y-3 p-4">
        <div className="space-y-1">
          <h2 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
            <Icons.Home prefix={prefix} className="size-4" />
            {/* A sale's title is the owner's words, as typed. */}
            {listing.kind === 'sale' && listing.title ? <span data-as-typed="">{listing.title}</span> : homeFor}
          </h2>
          {/* The price per sq ft once: the fair-rent line states it when there is one. */}
          <Price listing={listing} withPerSqft={!fair} />
          <FairRent line={fair} />
        </div>
        {listing.kind === 'sale' && <SaleFacts listing={listing} />}
        {/* The facts' and the rows' look is one class on each <dl> (app/globals.css), not a class list per row. */}
        <dl className="listing-facts">
          {facts.map((fact) => (
            <Fact key={fact.label} prefix={prefix} {...fact} />
          ))}
        </dl>
        <UnlockDoorButton
          target={{
            listingId: listing.id,
            propertyId: listing.propertyId,
            societyId: listing.societyId,
            propertyName: name,
            ownerPreferences: listing.kind === 'rent' ? { preferredTenants: listing.preferredTenants, petsAllowed: listing.petsAllowed } : undefined,
          }}
          fixedHeight
        />
        <details className="group rounded-xl border border-border">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-3 text-sm font-semibold text-primary [&::-webkit-details-marker]:hidden">
            {t('seeMore')}
            <Icons.ChevronDown prefix={prefix} className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <dl className="listing-details">{listing.kind === 'rent' ? <RentMore listing={listing} /> : <SaleMore listing={listing} />}</dl>
        </details>
        <ReportBrokerLink listingId={listing.id} name={name} />
      </div>
    </article>
  );
}
