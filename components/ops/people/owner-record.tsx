// An owner in one place (/ops/owners/<id>): the record (contact behind 'Show contact'), their homes, the links sent
// to them and how each ended, the offers on their homes and their availability answers. A server component; the
// contact button is the owners list's own.
import { Badge } from '@/components/ui/badge';
import { deskHomeName, deskMoment } from '@/components/ops/desk-format';
import { OwnerContact } from '@/components/ops/owners/owner-contact';
import { RentChangeDecision } from '@/components/ops/owners/rent-change-decision';
import { UnlinkOwnerAccount } from '@/components/ops/owners/unlink-owner-account';
import { formatRupees } from '@/lib/amounts';
import { offerStatusLabel, offerStatusTone } from '@/lib/offers/status';
import { deskRecordHref } from '@/lib/ops/desk-search-results';
import { PERSON_LIST_LIMIT, type DeskOwnerLink, type DeskOwnerRecord, type OwnerLinkOutcome } from '@/lib/ops/people';
import { formatIndiaDay } from '@/lib/time/india';
import { Facts, PersonRow, PersonSection } from './person-parts';

const full = (rows: unknown[]) => rows.length >= PERSON_LIST_LIMIT;

const CHANNEL_LABELS = { whatsapp: 'WhatsApp', email: 'E-mail' } as const;
const DECISION_LABELS: Record<string, string> = { accept: 'Accepted', decline: 'Declined', counter: 'Countered', available: 'Still available', rented: 'It’s rented' };
const OUTCOME_TONES: Record<OwnerLinkOutcome, 'blue' | 'green' | 'grey' | 'yellow'> = { open: 'blue', answered: 'green', expired: 'yellow', revoked: 'grey' };
/** How an availability question ended (availability_asks.outcome). */
const ANSWER_LABELS: Record<string, string> = {
  available: 'Still available',
  rented: 'It’s rented',
  unconfirmed: 'No answer: hidden as unconfirmed',
  superseded: 'Closed: the listing was confirmed or changed',
  revoked: 'Closed: the desk revoked the link',
};

function linkOutcome(link: DeskOwnerLink): string {
  if (link.outcome === 'answered') return `${DECISION_LABELS[link.decision ?? ''] ?? link.decision ?? 'Answered'}${link.decidedAt ? ` · ${deskMoment(link.decidedAt)}` : ''}`;
  if (link.outcome === 'open') return `Open until ${deskMoment(link.expiresAt)}`;
  if (link.outcome === 'expired') return `Expired ${deskMoment(link.expiresAt)} without an answer`;
  return 'Revoked';
}

function Homes({ owner }: { owner: DeskOwnerRecord }) {
  return (
    <PersonSection id="owner-homes" title="Homes" count={owner.homes.length} more={full(owner.homes)} empty="No homes name this owner.">
      {owner.homes.map((home) => (
        <PersonRow
          key={`${home.propertyId} ${home.listingId ?? ''}`}
          testId="owner-home"
          href={deskRecordHref.home(home)}
          linkLabel={`${deskHomeName(home)}, ${home.societyName}: the listings table`}
          title={`${deskHomeName(home)}, ${home.societyName}`}
          detail={
            home.listingId
              ? `${home.listingStatus} · ${home.rent !== null ? `${formatRupees(home.rent)} a month` : 'no rent'}${home.lastConfirmedAt ? ` · confirmed ${formatIndiaDay(home.lastConfirmedAt)}` : ''}`
              : 'No rent listing'
          }
          aside={home.rentChange ? <RentChangeDecision change={home.rentChange} /> : undefined}
        />
      ))}
    </PersonSection>
  );
}

function Links({ owner }: { owner: DeskOwnerRecord }) {
  return (
    <PersonSection id="owner-links" title="Links sent" count={owner.links.length} more={full(owner.links)} empty="No links sent yet.">
      {owner.links.map((link) => (
        <PersonRow
          key={link.id}
          testId="owner-link"
          title={`${link.purpose === 'offer' ? 'An offer to answer' : 'Is your home still available?'} · sent ${deskMoment(link.sentAt)}`}
          detail={`${link.home ? `${deskHomeName(link.home)}, ${link.home.societyName} · ` : ''}${linkOutcome(link)}`}
          aside={<Badge variant={OUTCOME_TONES[link.outcome]}>{link.outcome === 'answered' ? 'Answered' : link.outcome === 'open' ? 'Open' : link.outcome === 'expired' ? 'Expired' : 'Revoked'}</Badge>}
        />
      ))}
    </PersonSection>
  );
}

function OffersAndAnswers({ owner }: { owner: DeskOwnerRecord }) {
  return (
    <>
      <PersonSection id="owner-offers" title="Offers on their homes" count={owner.offers.length} more={full(owner.offers)} empty="No offers on these homes.">
        {owner.offers.map((offer) => (
          <PersonRow
            key={offer.id}
            testId="owner-offer"
            href={deskRecordHref.offer(offer.id)}
            linkLabel={`${offer.firstName}'s offer on ${deskHomeName(offer)}, ${offer.societyName}`}
            title={`${deskHomeName(offer)}, ${offer.societyName}`}
            detail={`${formatRupees(offer.offeredRent)} from ${offer.firstName} · sent ${deskMoment(offer.sentAt)}`}
            aside={<Badge variant={offerStatusTone(offer.status)}>{offerStatusLabel(offer.status)}</Badge>}
          />
        ))}
      </PersonSection>
      <PersonSection id="owner-answers" title="Availability answers" count={owner.answers.length} more={full(owner.answers)} empty="Never asked yet.">
        {owner.answers.map((answer) => (
          <PersonRow
            key={answer.id}
            testId="owner-answer"
            title={`${deskHomeName(answer)}, ${answer.societyName}`}
            detail={`Asked ${deskMoment(answer.askedAt)}${answer.remindedAt ? ` · reminded ${deskMoment(answer.remindedAt)}` : ''} · ${answer.outcome ? `${ANSWER_LABELS[answer.outcome] ?? answer.outcome}${answer.closedAt ? ` (${deskMoment(answer.closedAt)})` : ''}` : 'Waiting for an answer'}`}
          />
        ))}
      </PersonSection>
    </>
  );
}

export function OwnerRecordView({ owner }: { owner: DeskOwnerRecord }) {
  return (
    <div className="space-y-6">
      <Facts
        label="Owner record"
        facts={[
          ['Contact', <OwnerContact key="contact" id={owner.id} name={owner.name} hint={owner.phoneHint} />],
          ['Channel', CHANNEL_LABELS[owner.channel]],
          ['Phone proved', owner.phoneVerified ? 'Yes' : 'Not yet'],
          ['Account', owner.accountLinkedAt ? <UnlinkOwnerAccount key="account" id={owner.id} linkedAt={owner.accountLinkedAt} /> : 'None: the owner answers through links'],
          ['E-mail on record', owner.hasEmail ? 'Yes' : 'No'],
          ['Since', deskMoment(owner.since)],
        ]}
      />
      <Homes owner={owner} />
      <Links owner={owner} />
      <OffersAndAnswers owner={owner} />
    </div>
  );
}
