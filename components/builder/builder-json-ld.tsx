import { OrganizationJsonLd } from 'next-seo';

/** schema.org Organization for a builder page (next-seo renders the script, escaping '</script>'). */
export function BuilderJsonLd({ name, description, url, logo }: { name: string; description: string | null; url: string; logo: string | null }) {
  return (
    <OrganizationJsonLd
      name={name}
      url={url}
      description={description ?? undefined}
      logo={logo ?? undefined}
      scriptId="builder-organization"
    />
  );
}
