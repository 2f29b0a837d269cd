// Unknown slugs must cost nothing (docs/security.md "Unknown slugs"): requests N random unknown society and
// builder slugs from a running production server and prints the size of .next before and after.
//   npx tsx bench/unknown-slugs.ts [--base http://localhost:3000] [--count 500]
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

/** Bytes and files under a directory (what `du -b` and `find -type f | wc -l` would say). */
export function directorySize(directory: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      const inner = directorySize(full);
      bytes += inner.bytes;
      files += inner.files;
    } else if (entry.isFile()) {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

async function main(): Promise<void> {
  const base = argument('base', `http://localhost:${process.env.PORT ?? 3000}`);
  const count = Number(argument('count', '500'));
  const nextDir = path.resolve('.next');
  const before = directorySize(nextDir);
  const statuses = new Map<number, number>();
  for (let index = 0; index < count; index += 1) {
    const family = index % 2 === 0 ? 'society' : 'builder';
    // A phone's user agent: desktop browsers are redirected to /desktop-message before the page is reached.
    const response = await fetch(`${base}/${family}/x${randomBytes(8).toString('hex')}`, { headers: { 'User-Agent': PHONE }, redirect: 'manual' });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  // Cache writes finish after the response; give them a moment before measuring.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = directorySize(nextDir);
  console.log(`${count} unknown slugs: statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`.next before: ${before.bytes} bytes in ${before.files} files`);
  console.log(`.next after:  ${after.bytes} bytes in ${after.files} files (${after.bytes - before.bytes >= 0 ? '+' : ''}${after.bytes - before.bytes} bytes, ${after.files - before.files >= 0 ? '+' : ''}${after.files - before.files} files)`);
}

if (require.main === module) void main();
