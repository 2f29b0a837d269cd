import { dataExportParamsSchema } from '@/lib/validation/privacy';
import { withUser } from '@/server/auth/with-user';
import { takeDataExport } from '@/server/privacy/export';

export const dynamic = 'force-dynamic';

/** POST (the /my-data page's form): the file, once, for the person the link was made for. 404 otherwise. */
export const POST = withUser({ params: dataExportParamsSchema }, async ({ params, user }) => {
  const file = await takeDataExport(user.id, params.token);
  return new Response(file.html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-data-${file.readyAt.toISOString().slice(0, 10)}.html"`,
    },
  });
});
