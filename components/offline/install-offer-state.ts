// Whether the install offer (./install-offer.tsx) is due: set by a booking, cleared once the person answered it.
const OFFER_KEY = 'ghomes-install-offer';

/** Called when a booking succeeds: from then on the visits pages offer installing, until it is answered. */
export function markInstallOfferDue(): void {
  try {
    if (window.localStorage.getItem(OFFER_KEY) !== 'answered') window.localStorage.setItem(OFFER_KEY, 'due');
  } catch {
    // storage unavailable: no offer
  }
}

export function installOfferDue(): boolean {
  try {
    return window.localStorage.getItem(OFFER_KEY) === 'due';
  } catch {
    return false;
  }
}

export function answerInstallOffer(): void {
  try {
    window.localStorage.setItem(OFFER_KEY, 'answered');
  } catch {
    // see above
  }
}

