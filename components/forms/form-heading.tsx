import type { HeadingComponent } from '@/components/forms/form-field';

/** The title and description of a form or of one of its steps (login, registration, the festival lead form); the
 *  form is labelled by the title. */
export function FormHeading({ id, Title, Description, title, children }: { id: string; Title: HeadingComponent; Description: HeadingComponent; title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Title className="text-xl font-bold tracking-tight" id={id}>
        {title}
      </Title>
      <Description className="text-sm text-muted-foreground">{children}</Description>
    </div>
  );
}
