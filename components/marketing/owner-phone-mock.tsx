import { ClipboardList, FileText, IndianRupee, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';

const TILES: readonly { key: 'documents' | 'tenants' | 'rent' | 'maintenance'; icon: LucideIcon; tint: string }[] = [
  { key: 'documents', icon: FileText, tint: 'bg-teal-50 text-teal-700' },
  { key: 'tenants', icon: ClipboardList, tint: 'bg-amber-50 text-amber-800' },
  { key: 'rent', icon: IndianRupee, tint: 'bg-emerald-50 text-emerald-700' },
  { key: 'maintenance', icon: Wrench, tint: 'bg-sky-50 text-sky-700' },
];

/** A drawn phone previewing the owner app: pure CSS, fixed size so nothing shifts on load. */
export function OwnerPhoneMock({ brand }: { brand: string }) {
  const t = useTranslations('info.owner.phone');
  return (
    <figure
      role="img"
      aria-label={t('label')}
      className="mx-auto h-[23rem] w-[13.5rem] shrink-0 rounded-[2.25rem] bg-slate-900 p-2.5 shadow-2xl shadow-teal-900/25"
    >
      <div className="flex h-full flex-col overflow-hidden rounded-[1.75rem] bg-white">
        <div className="mx-auto mt-2 h-4 w-16 rounded-full bg-slate-900" />
        <div className="bg-gradient-to-br from-teal-700 to-teal-900 px-4 pb-4 pt-3 text-white">
          <p className="text-[11px] font-medium text-teal-100">{t('brandOwner', { brand })}</p>
          <p className="mt-1 text-lg font-extrabold leading-tight">{t('soon')}</p>
          <p className="mt-0.5 text-[11px] text-teal-100">{t('tagline')}</p>
        </div>
        <ul className="grid flex-1 grid-cols-2 content-start gap-2 p-3">
          {TILES.map(({ key, icon: Icon, tint }) => (
            <li key={key} className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 p-2.5">
              <span className={`flex size-8 items-center justify-center rounded-lg ${tint}`}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="text-[11px] font-semibold leading-tight text-slate-800">{t(key)}</span>
            </li>
          ))}
        </ul>
        <div className="mx-3 mb-3 h-8 rounded-lg bg-amber-100" />
      </div>
    </figure>
  );
}
