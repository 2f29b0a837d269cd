import 'server-only';
import type { OutboxMessage } from './outbox';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** A plain HTML page (no app chrome): a developer tool, readable on a phone. */
export function renderOutboxPage(messages: OutboxMessage[], to: string | null): string {
  const items = messages
    .map(
      (message) => `<li>
  <div class="meta"><span class="badge">${escape(message.channel)}</span> to <b>${escape(message.to)}</b> · <time>${escape(message.created_at)}</time></div>
  ${message.subject ? `<h2>${escape(message.subject)}</h2>` : ''}
  <pre>${escape(message.text)}</pre>
</li>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Outbox</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
header{background:#0f766e;color:#fff;padding:16px 20px}h1{margin:0;font-size:20px}header p{margin:4px 0 0;opacity:.85;font-size:13px}
form{display:flex;gap:8px;padding:12px 20px}input{flex:1;min-height:40px;padding:0 10px;border:1px solid #cbd5e1;border-radius:8px;font:inherit}
button{min-height:40px;padding:0 14px;border:0;border-radius:8px;background:#0f766e;color:#fff;font:inherit;font-weight:600}
ul{list-style:none;margin:0;padding:0 12px 24px}li{background:#fff;border-radius:12px;padding:14px 16px;margin:10px 0;box-shadow:0 1px 2px rgb(0 0 0/.06)}
.meta{font-size:13px;color:#475569}.badge{background:#ccfbf1;color:#115e59;border-radius:999px;padding:1px 8px;font-weight:600}
h2{font-size:16px;margin:8px 0 4px}pre{white-space:pre-wrap;word-break:break-word;margin:6px 0 0;font:14px/1.5 ui-monospace,Menlo,monospace}
.empty{padding:24px 20px;color:#475569}
</style></head><body>
<header><h1>Outbox</h1><p>Messages sent while no mail or WhatsApp provider is configured, newest first. JSON: add <code>?format=json</code>.</p></header>
<form method="get"><input name="to" placeholder="Filter by address or phone" value="${escape(to ?? '')}" aria-label="Filter by address or phone"><button>Filter</button></form>
${messages.length ? `<ul>${items}</ul>` : '<p class="empty">No messages yet.</p>'}
</body></html>`;
}
