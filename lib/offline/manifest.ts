// The web app manifest's contents (served by app/manifest.webmanifest/route.ts). Colours are the design tokens of
// app/globals.css (--primary, --background); the icons are the logo of app/icon.svg drawn at 192 and 512 px, plus
// full-bleed maskable versions with the house inside the safe zone.
export const MANIFEST_PATH = '/manifest.webmanifest';

export const webAppManifest = {
  id: '/',
  name: 'GHomes: homes in gated communities',
  short_name: 'GHomes',
  description: 'Homes for rent and sale in Bangalore’s gated communities, with your visits and gate passes at hand.',
  start_url: '/shortlisted',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#0f766e',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;
