// A tenant in one place (/ops/people/<id>): the account and profile summary, then visits, offers, messages,
// hearts, consents and (for admins) who looked. Each row opens its record on the desk. A server component.
import { Badge } from '@/components/ui/badge';
import { deskHomeName, deskMoment } from '@/components/ops/desk-format';
import { formatRupees } from '@/lib/amounts';
import { offerStatusLabel, offerStatusTone } from '@/lib/offers/status';
import { deskRecordHref } from '@/lib/ops/desk-search-results';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { PERSON_LIST_LIMIT, type DeskPerson } from '@/lib/ops/people';
import { CONSENT_LABELS } from '@/lib/privacy/consents';
import { formatCalendarDay, formatIndiaMoment } from '@/lib/time/india';
import { BOARD_STATUS_LABELS, GATE_STATE_LABELS } from '@/lib/visits/desk-marks';
import { Facts, PersonRow, PersonSection } from './person-parts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const full = (rows: unknown[]) => rows.length >= PERSON_LIST_LIMIT;

function Summary({ person }: { person: DeskPerson }) {
  const profile = person.profile;
  const household = profile ? [profile.adults !== null ? `${profile.adults} adult${profile.adults === 1 ? '' : 's'}` : null, profile.children ? `${profile.children} children` : null].filter(Boolean).join(', ') : '';
  return (
    <Facts
      label="Account and profile"
      facts={[
        ['E-mail', <span key="email">{person.email} {person.emailVerified ? <Badge variant="green">Verified</Badge> : <Badge variant="grey">Not verified</Badge>}</span>],
        ['Phone', <span key="phone">{person.phone} {person.phoneVerified ? <Badge variant="green">WhatsApp verified</Badge> : null}</span>],
        ['Registered', deskMoment(person.registeredAt)],
        ...(profile
          ? ([
              ['Occupation', profile.workplace ? `${profile.occupation}, ${profile.workplace}` : profile.occupation],
              ['Tenant type', profile.tenantType],
              ['Household', household || 'Not given'],
              ['Pet', yesNo(profile.hasPet)],
              ['From', profile.currentCity ? `${profile.homeState} · lives in ${profile.currentCity}` : profile.homeState],
            ] as [string, string][])
          : ([['Tenant profile', 'Not made yet (the offer form asks for it)']] as [string, string][])),
      ]}
    />
  );
}

function Visits({ person }: { person: DeskPerson }) {
  return (
    <PersonSection id="person-visits" title="Visits" count={person.visits.length} more={full(person.visits)} empty="No visits booked.">
      {person.visits.map((visit) => (
        <PersonRow
          key={visit.id}
          testId="person-visit"
          href={deskRecordHref.visit(visit)}
          linkLabel={`Visit of ${formatIndiaMoment(visit.start)}, ${deskHomeName(visit)}, ${visit.societyName}: the visits board of that day`}
          title={`${formatIndiaMoment(visit.start)} · ${deskHomeName(visit)}`}
          detail={`${visit.societyName} · ${visit.kind === 'rental' ? 'to rent' : 'to buy'} · ${BOARD_STATUS_LABELS[visit.status]} · ${GATE_STATE_LABELS[visit.gate]}`}
        />
      ))}
    </PersonSection>
  );
}

function Offers({ person }: { person: DeskPerson }) {
  return (
    <PersonSection id="person-offers" title="Offers" count={person.offers.length} more={full(person.offers)} empty="No offers sent.">
      {person.offers.map((offer) => (
        <PersonRow
          key={offer.id}
          testId="person-offer"
          href={deskRecordHref.offer(offer.id)}
          linkLabel={`Offer on ${deskHomeName(offer)}, ${offer.societyName}`}
          title={`${deskHomeName(offer)}, ${offer.societyName}`}
          detail={`${formatRupees(offer.offeredRent)} rent · ${formatRupees(offer.offeredDeposit)} deposit · moves in ${formatCalendarDay(offer.moveinDate)} · sent ${deskMoment(offer.sentAt)}`}
          aside={<Badge variant={offerStatusTone(offer.status)}>{offerStatusLabel(offer.status)}</Badge>}
        />
      ))}
    </PersonSection>
  );
}

function MessagesAndHearts({ person }: { person: DeskPerson }) {
  return (
    <>
      <PersonSection id="person-messages" title="Messages sent" count={person.messages.length} more={full(person.messages)} empty="No contact messages from this e-mail address.">
        {person.messages.map((message) => (
          <PersonRow
            key={message.id}
            href={`${DESK_SECTIONS.messages.href}/${message.id}`}
            title={message.subject}
            detail={`Received ${deskMoment(message.receivedAt)} · ${message.handledAt ? `handled ${deskMoment(message.handledAt)}` : 'not handled'}`}
          />
        ))}
      </PersonSection>
      <PersonSection id="person-hearts" title="Hearts" count={person.hearts.length} more={full(person.hearts)} empty="No homes hearted.">
        {person.hearts.map((heart) => (
          <PersonRow key={heart.id} title={`${deskHomeName(heart)}, ${heart.societyName}`} detail={`${heart.kind === 'rent' ? 'To rent' : 'To buy'} · ${heart.listingStatus ?? 'no listing'} · hearted ${deskMoment(heart.heartedAt)}`} />
        ))}
      </PersonSection>
    </>
  );
}

function Consents({ person }: { person: DeskPerson }) {
  return (
    <PersonSection id="person-consents" title="Consents" count={person.consents.length} empty="">
      {person.consents.map((consent) => (
        <PersonRow
          key={consent.purpose}
          title={CONSENT_LABELS[consent.purpose].title}
          detail={consent.waiting ? 'Off until the WhatsApp number is verified' : consent.changedAt ? `${consent.granted ? 'Given' : 'Withdrawn'} ${deskMoment(consent.changedAt)}` : 'Given where the data was collected'}
          aside={<Badge variant={consent.granted ? 'green' : 'grey'}>{consent.granted ? 'On' : 'Off'}</Badge>}
        />
      ))}
    </PersonSection>
  );
}

function WhoLooked({ person }: { person: DeskPerson }) {
  if (!person.audit) return <p className="text-sm text-muted-foreground">Who looked at this person is in the audit log (admins).</p>;
  return (
    <PersonSection id="person-audit" title="Who looked" count={person.audit.length} more={full(person.audit)} empty="Nobody yet.">
      {person.audit.map((row) => (
        <PersonRow key={row.id} title={`${deskMoment(row.at)} · ${row.actor}`} detail={`${row.action === 'view' ? 'Viewed' : row.action} ${row.table === 'profiles' ? 'account' : 'tenant profile'}${row.fields.length ? `: ${row.fields.join(', ')}` : ''}`} />
      ))}
    </PersonSection>
  );
}

export function TenantRecord({ person }: { person: DeskPerson }) {
  return (
    <div className="space-y-6">
      <Summary person={person} />
      <Visits person={person} />
      <Offers person={person} />
      <MessagesAndHearts person={person} />
      <Consents person={person} />
      <WhoLooked person={person} />
    </div>
  );
}
