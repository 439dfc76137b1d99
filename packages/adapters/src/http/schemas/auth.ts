import { z } from 'zod';
import { optionalString } from './common.ts';

const tokenSchema = z.string().min(1);

/** Login and register answer: success, token, optional sso link (§7). */
export const loginAnswerSchema = z
  .object({ success: z.literal(true).optional(), token: tokenSchema, sso: optionalString })
  .transform(({ token, sso }) => ({ token, sso }));

/** `{ data: { reset_token } }` of the code-confirm calls. */
export const resetTokenSchema = z
  .object({ data: z.object({ reset_token: tokenSchema }) })
  .transform(({ data }) => ({ resetToken: data.reset_token }));

/** PUT /auth/login: the provider page to open. */
export const socialLoginUrlSchema = z.object({ url: z.string().min(1) }).transform(({ url }) => ({ url }));

/** POST /auth/refresh-token. */
export const refreshAnswerSchema = z
  .object({ access_token: tokenSchema })
  .transform(({ access_token }) => ({ accessToken: access_token }));
