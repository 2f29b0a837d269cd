import 'server-only';
import { isAuthError } from '@supabase/supabase-js';
import { AppError } from '@/server/http/errors';
import { logger } from '@/server/log/logger';

/**
 * A supabase-js auth error as our API's error: the GoTrue code and message travel to the browser (the forms
 * map them to the spec's toasts); transport failures become a generic 503.
 */
export function toAppError(error: unknown, fallback = 'Something went wrong. Please try again.'): AppError {
  if (isAuthError(error) && error.status && error.status >= 400 && error.status < 500) {
    return new AppError(error.code ?? 'auth_error', error.message, error.status);
  }
  logger('auth').error({ err: error }, 'auth call failed');
  return new AppError('auth_unavailable', fallback, 503);
}
