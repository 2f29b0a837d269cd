import { deskSectionLayout } from '@/components/ops/section-layout';

export default deskSectionLayout('vitals');
