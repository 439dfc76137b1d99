import { z } from 'zod/mini';
import { mapped, optionalString } from './common.ts';

const tokenSchema = z.string().check(z.minLength(1));

/** Login and register answer: success, token, optional sso link (§7). */
export const loginAnswerSchema = mapped(
  z.object({ success: z.optional(z.literal(true)), token: tokenSchema, sso: optionalString }),
  ({ token, sso }) => ({ token, sso }),
);

/** `{ data: { reset_token } }` of the code-confirm calls. */
export const resetTokenSchema = mapped(
  z.object({ data: z.object({ reset_token: tokenSchema }) }),
  ({ data }) => ({ resetToken: data.reset_token }),
);

/** PUT /auth/login: the provider page to open. */
export const socialLoginUrlSchema = mapped(z.object({ url: tokenSchema }), ({ url }) => ({ url }));

/** POST /auth/refresh-token. */
export const refreshAnswerSchema = mapped(z.object({ access_token: tokenSchema }), ({ access_token }) => ({
  accessToken: access_token,
}));
