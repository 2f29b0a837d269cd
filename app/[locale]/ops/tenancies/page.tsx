import { DeskPage } from '@/components/ops/desk-page';
import { TenanciesList } from '@/components/ops/tenancies/tenancies-list';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { requireStaffPage } from '@/server/staff/access';
import { listDeskTenancies } from '@/server/tenancies/desk';

export const metadata = { title: 'Tenancies · Operations desk' };
export const dynamic = 'force-dynamic';

export default async function TenanciesPage() {
  await requireStaffPage(DESK_SECTIONS.tenancies.role);
  const tenancies = await listDeskTenancies();
  return (
    <DeskPage title="Tenancies" description="Accepted offers on their way to the keys, newest first: where each agreement stands. Opening an agreement is in the audit log.">
      <TenanciesList tenancies={tenancies} />
    </DeskPage>
  );
}
