// GET /api/gate-pass/qr?code=ABCD-EFGH -> image/png: the QR code of a gate pass, for the
// e-mails (the visit card draws its own, offline too). A pure function of a well-formed code (nothing is read), so it is cached for good; anything that is
// not a pass code is 404, so the route draws no other text.
import { NextResponse, type NextRequest } from 'next/server';
import QRCode from 'qrcode';
import { formatPassCode, normalizePassCode } from '@/lib/visits/gate-pass';
import { errorResponse } from '@/server/http/handler';

export async function GET(request: NextRequest) {
  const code = normalizePassCode(request.nextUrl.searchParams.get('code') ?? '');
  if (!code) return errorResponse('not_found', 'Not a gate pass code', 404);
  const png = await QRCode.toBuffer(formatPassCode(code), { type: 'png', width: 240, margin: 2, errorCorrectionLevel: 'M' });
  return new NextResponse(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
