// The outbox (ARCHITECTURE "Processes"): every message sent while no mail/WhatsApp provider is configured,
// newest first. HTML by default; `?format=json&to=<address or phone>` for tests and scripts.
// It shows login codes, so it exists only while the outbox is a transport AND either under `next dev` or with
// DEV_OUTBOX=on (server/outbox/outbox-access.ts); otherwise it is a plain 404.
import { NextResponse, type NextRequest } from 'next/server';
import { outboxQuerySchema } from '@/lib/validation/outbox';
import { listOutbox } from '@/server/outbox/outbox';
import { outboxPageEnabled } from '@/server/outbox/outbox-access';
import { renderOutboxPage } from '@/server/outbox/outbox-page';
import { withErrorMapping } from '@/server/http/handler';

export const dynamic = 'force-dynamic';

export const GET = withErrorMapping(async (request: NextRequest): Promise<Response> => {
  if (!outboxPageEnabled()) return new NextResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const parsed = outboxQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return NextResponse.json({ error: { code: 'invalid_query', message: parsed.error.issues[0]?.message ?? 'Invalid query' } }, { status: 400 });
  const query = parsed.data;
  const messages = await listOutbox({ to: query.to || undefined, limit: query.limit ?? 50 });
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  if (query.format === 'json') {
    return NextResponse.json(
      messages.map(({ to, channel, subject, text, attachments, created_at }) => ({ to, channel, subject, text, attachments, created_at })),
      { headers },
    );
  }
  return new NextResponse(renderOutboxPage(messages, query.to ?? null), { headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
});
