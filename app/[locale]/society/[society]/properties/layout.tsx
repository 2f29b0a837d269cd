import { notFound, permanentRedirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/locales';
import { isUuid } from '@/lib/slugs';
import { loadPropertiesPage } from '@/server/listings/service';
import { findSocietyId } from '@/server/societies/service';
import { pageLocale } from '@/server/i18n/page-locale';

// As in (detail)/layout.tsx: an unknown society answers 'Society Not Found' with a real 404, and no loading
// boundary, so that the first listing photo is in the HTML where it paints before any script.
export default async function PropertiesLayout({ children, params }: { children: React.ReactNode; params: Promise<{ society: string }> }) {
  const locale = await pageLocale(params);
  const param = (await params).society;
  // A society's name in the URL (as on its own page, /society/{name}) is the same page: 308 to the id URL.
  if (!isUuid(param)) {
    const id = await findSocietyId(param);
    if (id) permanentRedirect(localePath(locale, `/society/${id}/properties`));
  }
  if (!(await loadPropertiesPage(param))) notFound();
  return children;
}
