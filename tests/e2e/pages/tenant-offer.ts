import { expect, type APIRequestContext } from '@playwright/test';
import { addCalendarDays, indiaToday } from '../../../lib/time/india';
import type { Person } from './auth-sheet';

/** A rent home an offer is made on, as the specs' claiming queries name it. */
export interface OfferedHome {
  id: string;
  property_id: string;
  society_id: string;
}

/** The signed-in person's tenant profile through the API (201), a family with a short note for the owner. */
export async function createTenantProfile(request: APIRequestContext, person: Person, shortBio = 'Quiet family, two cats.'): Promise<void> {
  const profile = await request.post('/api/tenant-profile', {
    data: {
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      phone: person.phone,
      alternative_phone_number: '',
      short_bio: shortBio,
      current_residing_city: 'Bangalore',
      occupation: 'Employed (Salaried)',
      employer_name: 'Infosys',
      home_state: 'Karnataka',
      cibil_score: '780',
      tenant_type: 'Family',
      number_of_adults: '2',
      number_of_children: '1',
      total_occupants: '',
      has_pet: false,
      consent_to_bg: true,
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
}

/** An offer of ₹40,000 and ₹1,20,000 deposit, moving in ten days from today, on the home (201). */
export async function sendOffer(request: APIRequestContext, home: OfferedHome): Promise<void> {
  const offer = await request.post('/api/offers', {
    data: { rent_listing_id: home.id, property_id: home.property_id, society_id: home.society_id, offered_rent: '40000', offered_security_deposit: '120000', movein_date: addCalendarDays(indiaToday(), 10) },
  });
  expect(offer.status(), await offer.text()).toBe(201);
}
