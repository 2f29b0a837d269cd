// The embedded Supabase Auth (GoTrue) endpoints (auth-contract.md); 404 when a hosted project is configured.
import { dispatchAuthRequest } from '@/server/auth/gotrue/router';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => dispatchAuthRequest(request);

export { handle as GET, handle as POST, handle as PUT, handle as DELETE };
