import 'server-only';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { contextFromHeaders } from './gotrue/request';
import { consume } from './rate-limit';

/**
 * The one budget of the answers that tell whether an address or number has an account (check-user-exists and
 * registration's 'already exists'): AUTH_USER_CHECKS_PER_MINUTE_PER_IP per client per minute. 429 when spent.
 */
export async function spendUserCheck(request: Request): Promise<void> {
  const { ip } = contextFromHeaders(request.headers);
  const wait = await consume({ bucket: `check-user:${ip}`, limit: getEnv().AUTH_USER_CHECKS_PER_MINUTE_PER_IP, windowSeconds: 60 });
  if (wait > 0) throw new AppError('over_request_rate_limit', 'Too many requests. Please try again in a minute.', 429);
}
