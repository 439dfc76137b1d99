import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';

/**
 * The calls whose work differs between an address with an account and one without (a code and a reset link written,
 * or only a notice): their answers must not tell the two apart by their time (issue 33).
 */
export const EVEN_PATHS = [
  '/api/v2/auth/password/email/forgot',
  '/api/v2/auth/password/phone/forgot',
  '/api/v2/auth/login/email/verification',
  '/api/v2/auth/login/email/resend',
  '/api/v2/auth/login/phone/verification',
  '/api/v2/auth/login/phone/code/resend',
  '/api/v2/auth/phone/resend',
  '/auth/send_login_data',
] as const;

/**
 * Holds every answer of `EVEN_PATHS` until `evenAnswerMs` after the request came in, whatever happened (a message
 * with a code, a notice, a refusal): both paths end at the same scheduled moment, so the time taken says nothing of
 * the account. The floor is well above the work either path does.
 */
export function evenAnswers(app: Hono<AppEnv>, deps: Deps): void {
  for (const path of EVEN_PATHS) {
    app.use(path, async (_c, next) => {
      const started = deps.pace.now();
      await next();
      const left = started + deps.config.evenAnswerMs - deps.pace.now();
      if (left > 0) await deps.pace.sleep(left);
    });
  }
}
