// The outbox (ARCHITECTURE "Processes"): every message sent while no mail/WhatsApp provider is configured,
// newest first. HTML by default; `?format=json&to=<address or phone>` for tests and scripts.
// It exists only while the outbox is a transport.
import { NextResponse, type NextRequest } from 'next/server';
import { mailUsesOutbox, whatsappUsesOutbox } from '@/server/env';
import { listOutbox } from '@/server/outbox/outbox';
import { renderOutboxPage } from '@/server/outbox/outbox-page';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest): Promise<Response> {
  if (!mailUsesOutbox() && !whatsappUsesOutbox()) return new NextResponse('Not Found', { status: 404 });
  if (process.env.NODE_ENV === 'production') warnOnce();
  const params = request.nextUrl.searchParams;
  const messages = await listOutbox({ to: params.get('to') ?? undefined, limit: Number(params.get('limit') ?? 50) || 50 });
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  if (params.get('format') === 'json') {
    return NextResponse.json(
      messages.map(({ to, channel, subject, text, created_at }) => ({ to, channel, subject, text, created_at })),
      { headers },
    );
  }
  return new NextResponse(renderOutboxPage(messages, params.get('to')), { headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

let warned = false;
function warnOnce(): void {
  if (warned) return;
  warned = true;
  console.warn('[outbox] /dev/outbox is open in a production build: anyone can read login codes here. Set SMTP_URL for real use.');
}
