// Home states (societies-and-tenant-area.md 9): the 28 states and 8 union territories of India, sorted.

const STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya',
  'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura',
  'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
] as const;

const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi',
  'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry',
] as const;

export type HomeState = (typeof STATES)[number] | (typeof UNION_TERRITORIES)[number];

export const HOME_STATES: readonly HomeState[] = [...STATES, ...UNION_TERRITORIES].sort((a, b) => a.localeCompare(b, 'en'));

export function isHomeState(value: string): value is HomeState {
  return (HOME_STATES as readonly string[]).includes(value);
}
