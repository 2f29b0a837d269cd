import { ImageResponse } from 'next/og';
import { getEnv } from '@/server/env';

// The default social card (og:image) of every page without a photo of its own. Rendered once at build time
// (static), with the font next/og ships, so nothing is downloaded.
export const dynamic = 'force-static';

export function GET(): ImageResponse {
  const { BRAND_NAME } = getEnv();
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: '80px', background: 'linear-gradient(135deg, #0f766e 0%, #115e59 60%, #134e4a 100%)', color: '#ffffff' }}>
        <div style={{ fontSize: 96, fontWeight: 700, letterSpacing: -2 }}>{BRAND_NAME}</div>
        <div style={{ fontSize: 44, marginTop: 24, opacity: 0.92 }}>Rent • Buy • Sell in Gated Societies</div>
        <div style={{ fontSize: 32, marginTop: 40, opacity: 0.8 }}>Bangalore&apos;s gated communities, one tap away</div>
      </div>
    ),
    { width: 1200, height: 630 },
  );
}
