import 'server-only';
import type { ReferenceData } from '../reference';
import { builderLogoPath } from '../reference';
import type { SocietyPlan } from '../societies';
import { brochurePdf } from './brochure-pdf';
import { exteriorSvg } from './exterior-svg';
import { BUCKETS, type SeedFile } from './files';
import { logoSvg } from './logo-svg';

/** A demo society's own exterior photos and brochure (scale societies point at the shared pool instead). */
export function societyFiles(plan: SocietyPlan): SeedFile[] {
  if (!plan.ownMedia) return [];
  const { paletteSeed, photoCount } = plan.ownMedia;
  const id = plan.row.id;
  const files: SeedFile[] = Array.from({ length: photoCount }, (_, n) => ({
    bucket: BUCKETS.societies,
    path: `${id}/${n + 1}.svg`,
    contents: exteriorSvg(`exterior:${id}:${n}`, { kind: plan.type === 'Villa' ? 'villas' : 'towers', paletteSeed, variant: n }),
  }));
  files.push({
    bucket: BUCKETS.brochures,
    path: `${id}.pdf`,
    contents: brochurePdf({
      title: plan.row.name,
      subtitle: `by ${plan.builder.name} - ${plan.location.name}, Bangalore`,
      facts: [
        `Type: ${plan.type} (${plan.category})`,
        `Status: ${plan.status}`,
        `Land: ${plan.row.project_size}, ${plan.row.total_units} homes, ${plan.floors} floors`,
        `Configurations: ${plan.configurations.join(', ')}`,
      ],
      highlights: plan.row.project_highlights ?? [],
    }),
  });
  return files;
}

export function builderLogoFiles(reference: ReferenceData): SeedFile[] {
  return reference.builders.map((builder) => ({
    bucket: BUCKETS.builders,
    path: builderLogoPath(builder.id),
    contents: logoSvg(builder.monogram, builder.colour),
  }));
}
