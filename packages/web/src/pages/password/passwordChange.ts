import { collectServerErrors } from '@casino/core';

/** The fields of a new password where a 422 message can be shown. */
const PASSWORD_FIELDS = new Set(['password', 'password_confirm']);

/** A 422's messages for the new password's two fields (the first for each), by field; empty when it names neither. */
export function passwordFieldErrors(
  fields: Readonly<Record<string, readonly string[]>>,
): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const each of collectServerErrors(fields))
    if (PASSWORD_FIELDS.has(each.field)) byField[each.field] ??= each.key;
  return byField;
}
