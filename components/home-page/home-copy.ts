// Home screen copy, word for word from discovery-and-login.md section 1 and 2.
export const TAGLINE = 'Rent • Buy • Sell in Gated Societies';
export const HERO_HEADING = 'Find Your Dream Home in Gated Communities';
export const HERO_SUBTEXT = 'Discover premium properties in secure, well-managed gated societies across Bangalore';
