import 'server-only';
import { formatIndiaTimestamp } from '@/lib/time/india';
import type { DataExport } from './export-sections';

// The readable version of 'Download my data': one self-contained HTML file (no script, no outside resource) with
// each section as a list of rows, who at GHomes looked at the data, and the complete JSON at the end (shown, and
// as a link that saves it as a .json file).

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (value instanceof Date) return formatIndiaTimestamp(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function rowHtml(row: Record<string, unknown>): string {
  const items = Object.entries(row).map(([key, value]) => `<dt>${escape(key.replaceAll('_', ' '))}</dt><dd>${escape(shown(value))}</dd>`);
  return `<li><dl>${items.join('')}</dl></li>`;
}

function sectionHtml(section: DataExport['sections'][number]): string {
  const body = section.rows.length ? `<ol>${section.rows.map(rowHtml).join('')}</ol>` : '<p class="none">Nothing held.</p>';
  return `<section><h2>${escape(section.label)} <small>(${section.rows.length})</small></h2>${body}</section>`;
}

function staffHtml(staff: DataExport['staffAccess']): string {
  if (!staff.length) return '<p class="none">Nobody at GHomes has looked at or changed your data.</p>';
  const rows = staff.map((entry) => `<tr><td>${escape(entry.at)}</td><td>${escape(entry.who)}</td><td>${escape(entry.action)}</td><td>${escape(entry.table)}</td></tr>`);
  return `<table><thead><tr><th>When</th><th>Who</th><th>What</th><th>Where</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const STYLE = `body{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#0f172a;line-height:1.5}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem;border-bottom:1px solid #e2e8f0}small{color:#64748b;font-weight:400}
ol{padding-left:1.25rem}li{margin:.75rem 0}dl{display:grid;grid-template-columns:minmax(6rem,12rem) 1fr;gap:.1rem .75rem;margin:0}
dt{color:#64748b}dd{margin:0;overflow-wrap:anywhere}.none{color:#64748b}table{border-collapse:collapse;width:100%;font-size:.9rem}
td,th{border-bottom:1px solid #e2e8f0;padding:.3rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.75rem;background:#f8fafc;padding:.75rem}`;

export function exportHtml(data: DataExport, brand: string): string {
  const json = JSON.stringify(data, null, 2);
  const href = `data:application/json;charset=utf-8;base64,${Buffer.from(json).toString('base64')}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Your data at ${escape(brand)}</title><style>${STYLE}</style></head><body>
<h1>Your data at ${escape(brand)}</h1>
<p>Everything we hold about ${escape(data.person.email)}, as of ${escape(data.generatedAt)}.
Every time in this file is India time (IST); a society or home is named beside its id.
<a href="${href}" download="${escape(brand.toLowerCase())}-my-data.json">Save it as JSON</a>.</p>
${data.sections.map(sectionHtml).join('\n')}
<section><h2>Who at ${escape(brand)} looked at or changed your data</h2>${staffHtml(data.staffAccess)}</section>
<section><h2>The same, as JSON</h2><pre id="json">${escape(json)}</pre></section>
</body></html>`;
}
