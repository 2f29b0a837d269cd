import { WifiOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { PERSONAL_CACHE, PUBLIC_PAGES_CACHE } from '@/lib/offline/caches';

// The page the service worker shows for a page it has no copy of while the network is down (precached at install).
// It lists the pages this phone kept, newest first. That list is filled by an inline script, not by React: offline,
// this page's own scripts may never have been fetched, and the HTML with its inline stylesheet is all there is.

/**
 * 'Sat 28 Nov, 11:00 AM' in India time, as formatIndiaMoment (lib/time/india.ts) writes it everywhere else: the
 * inline script below cannot import it, so it carries this copy, which tests/unit/offline-page.test.tsx checks
 * against it. Self-contained (no outer names): its source is written into the script.
 */
export function savedAtLabel(ms: number): string {
  const wall = new Date(ms + 330 * 60000);
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const hours = wall.getUTCHours();
  const minutes = wall.getUTCMinutes();
  return (
    weekdays[wall.getUTCDay()] + ' ' + wall.getUTCDate() + ' ' + months[wall.getUTCMonth()] + ', ' +
    (hours % 12 === 0 ? 12 : hours % 12) + ':' + (minutes < 10 ? '0' : '') + minutes + ' ' + (hours < 12 ? 'AM' : 'PM')
  );
}

/** A JavaScript string literal in single quotes, so the English script reads as it always has. */
function jsString(text: string): string {
  return "'" + text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/</g, '\\x3c') + "'";
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

interface ListWords {
  visits: string;
  homes: string;
  search: string;
  saved: string;
}

const listScript = (words: ListWords) => `(function () {
  var savedAtLabel = ${savedAtLabel.toString()};
  var list = document.getElementById('offline-pages');
  var empty = document.getElementById('offline-empty');
  if (!list || !window.caches) return;
  var names = ${JSON.stringify([PERSONAL_CACHE, PUBLIC_PAGES_CACHE])};
  function text(html, pattern) {
    var match = html.match(pattern);
    return match ? match[1].replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').trim() : '';
  }
  function label(url, html) {
    var path = new URL(url).pathname;
    var heading = text(html, /<h1[^>]*>([\\s\\S]*?)<\\/h1>/) || text(html, /<title>([\\s\\S]*?)<\\/title>/) || path;
    if (path.indexOf('/society-visits/') === 0) return ${jsString(words.visits)} + heading;
    if (/^\\/society\\/[^/]+\\/properties/.test(path)) return ${jsString(words.homes)} + heading;
    if (path === '/search') return ${jsString(words.search)} + (new URL(url).searchParams.get('q') || heading);
    return heading;
  }
  Promise.all(names.map(function (name) {
    return caches.open(name).then(function (cache) {
      return cache.keys().then(function (requests) {
        return Promise.all(requests.filter(function (request) { return new URL(request.url).pathname.indexOf('/api/') !== 0; }).map(function (request) {
          return cache.match(request).then(function (response) {
            if (!response) return null;
            var at = Date.parse(response.headers.get('date') || '') || 0;
            return response.text().then(function (html) { return { url: request.url, title: label(request.url, html), at: at }; });
          });
        }));
      });
    });
  })).then(function (groups) {
    var pages = [].concat.apply([], groups).filter(Boolean).sort(function (a, b) { return b.at - a.at; });
    pages.forEach(function (page) {
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = page.url;
      link.className = 'flex min-h-11 flex-col justify-center rounded-lg border border-border px-3 py-2 hover:bg-muted';
      var title = document.createElement('span');
      title.className = 'font-medium text-foreground';
      title.textContent = page.title;
      link.appendChild(title);
      if (page.at) {
        var saved = document.createElement('span');
        saved.className = 'text-xs text-muted-foreground';
        saved.textContent = ${jsString(words.saved)} + savedAtLabel(page.at);
        link.appendChild(saved);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    if (pages.length && empty) empty.hidden = true;
  }).catch(function () {});
  var retry = document.getElementById('offline-retry');
  if (retry) retry.addEventListener('click', function () { location.reload(); });
})();`;

export function OfflinePage() {
  const t = useTranslations('account');
  const words = { visits: t('offline.listVisits'), homes: t('offline.listHomes'), search: t('offline.listSearch'), saved: t('offline.saved') };
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8" data-testid="offline-page">
      <WifiOff aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="mt-3 text-2xl font-bold text-foreground">{t('offline.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('offline.body')}</p>
      {/* Filled by the script, so React (should it hydrate) must not own the list's children. */}
      <div dangerouslySetInnerHTML={{ __html: `<ul id="offline-pages" aria-label="${escapeAttribute(t('offline.listLabel'))}" class="mt-4 space-y-2"></ul>` }} />
      <p id="offline-empty" className="mt-4 text-sm text-muted-foreground">
        {t('offline.empty')}
      </p>
      <button id="offline-retry" type="button" className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-5 font-semibold text-primary-foreground">
        {t('offline.retry')}
      </button>
      <script dangerouslySetInnerHTML={{ __html: listScript(words) }} />
    </div>
  );
}
