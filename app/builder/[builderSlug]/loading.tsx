import { BuilderProfileSkeleton } from '@/components/builder/builder-profile';

export default function BuilderLoading() {
  return <BuilderProfileSkeleton />;
}
