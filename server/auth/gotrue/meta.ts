import 'server-only';
import { publicJwks } from '../keys';
import { gotrueJson } from './errors';

export function handleJwks(): Response {
  return gotrueJson(publicJwks(), 200, { 'Cache-Control': 'public, max-age=600' });
}

export function handleSettings(): Response {
  return gotrueJson({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

export function handleHealth(): Response {
  return gotrueJson({ version: 'ghomes-embedded', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
}
