import { notFound } from 'next/navigation';

// Any path no page claims, in any language: the language's own 404 page (app/[locale]/not-found.tsx).
export default function UnknownPage() {
  notFound();
}
