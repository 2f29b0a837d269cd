'use client';
// The add-a-home form's messages that come in English from the shared schema or the routes (the same words either
// way): each one the form knows is shown in the page's language, anything else as it comes.
import { useCopy } from '@/components/i18n/copy-scope';
import type { Messages } from '@/lib/i18n/english';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_REFUSALS } from '@/lib/uploads';
import { homeSubmissionMessages as M } from '@/lib/validation/home-submission';

type KnownKey = keyof Messages['homes']['known'];

const KNOWN = new Map<string, KnownKey>([
  [M.chooseSociety, 'chooseSociety'],
  [M.brokerage, 'brokerage'],
  [M.rentRequired, 'rentRequired'],
  [M.priceRequired, 'priceRequired'],
  [M.duplicate, 'duplicate'],
  [M.notEditable, 'notEditable'],
  [M.needDocument, 'needDocument'],
  [M.saved, 'saved'],
  [M.submitted, 'submitted'],
  ['Enter the unit number.', 'unitRequired'],
  ['Choose rent or sale.', 'kindRequired'],
  ['The configuration is required', 'configurationRequired'],
  ['Furnishing is required', 'furnishingRequired'],
  ['Expected a whole number', 'wholeNumber'],
  [UPLOAD_REFUSALS.not_an_image, 'not_an_image'],
  [UPLOAD_REFUSALS.not_a_document, 'not_a_document'],
  [UPLOAD_REFUSALS.file_too_large, 'file_too_large'],
  [UPLOAD_REFUSALS.image_too_large, 'image_too_large'],
]);

const VALUES = { mb: UPLOAD_MAX_BYTES / (1024 * 1024), megapixels: UPLOAD_MAX_PIXELS / 1_000_000 };

/** The schema's bounds (lib/validation/import-fields.ts), their number kept. */
const BOUNDS: readonly [RegExp, KnownKey][] = [
  [/^Must be at least (-?\d+)$/, 'atLeast'],
  [/^Must be at most (-?\d+)$/, 'atMost'],
  [/^At most (\d+) characters$/, 'atMostChars'],
];

export function useKnownText(): (message: string) => string {
  const t = useCopy('homes');
  return (message) => {
    const key = KNOWN.get(message);
    if (key) return t(`known.${key}`, VALUES);
    for (const [pattern, bound] of BOUNDS) {
      const match = pattern.exec(message);
      if (match) return t(`known.${bound}`, { number: match[1]! });
    }
    return message;
  };
}
