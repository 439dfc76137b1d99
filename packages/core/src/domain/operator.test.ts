import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR, OperatorConfigError, operatorFromEnv, type OperatorEnv } from './operator.ts';

const CONFIGURED: OperatorEnv = {
  VITE_OPERATOR_BRAND: 'Kestrel Bay',
  VITE_OPERATOR_LEGAL_ENTITY: 'Kestrel Bay Gaming B.V.',
  VITE_OPERATOR_LICENCE: 'No. 8048/JAZ-TEST',
  VITE_OPERATOR_AUTHORITY: 'Test Gaming Board',
  VITE_OPERATOR_SUPPORT_EMAIL: 'help@kestrel.example',
};

/** The problems a configuration is refused with. */
function refusal(env: OperatorEnv): readonly string[] {
  try {
    operatorFromEnv(env);
  } catch (error) {
    if (error instanceof OperatorConfigError) return error.problems;
    throw error;
  }
  throw new Error('accepted');
}

describe("the operator's identity from configuration (issue 34)", () => {
  it('is the local demonstration operator when nothing is configured, and says so', () => {
    expect(operatorFromEnv({})).toBe(DEMO_OPERATOR);
    expect(operatorFromEnv({ VITE_OPERATOR_BRAND: '  ' })).toBe(DEMO_OPERATOR);
    expect(DEMO_OPERATOR.demonstration).toBe(true);
    expect(DEMO_OPERATOR.supportEmail).toMatch(/\.example$/);
  });

  it('is the configured operator, trimmed, when all five are set', () => {
    expect(operatorFromEnv({ ...CONFIGURED, VITE_OPERATOR_BRAND: ' Kestrel Bay ' })).toEqual({
      brand: 'Kestrel Bay',
      legalEntity: 'Kestrel Bay Gaming B.V.',
      licence: 'No. 8048/JAZ-TEST',
      authority: 'Test Gaming Board',
      supportEmail: 'help@kestrel.example',
      demonstration: false,
    });
  });

  it('is a named demonstration operator when a sample brand says so (VITE_OPERATOR_DEMONSTRATION, issue 36)', () => {
    expect(operatorFromEnv({ ...CONFIGURED, VITE_OPERATOR_DEMONSTRATION: 'true' }).demonstration).toBe(true);
    expect(operatorFromEnv({ ...CONFIGURED, VITE_OPERATOR_DEMONSTRATION: '' }).demonstration).toBe(false);
  });

  it('refuses a partial configuration, naming each missing variable', () => {
    expect(refusal({ VITE_OPERATOR_BRAND: 'Kestrel Bay' })).toEqual([
      expect.stringMatching(/^VITE_OPERATOR_LEGAL_ENTITY is missing/),
      expect.stringMatching(/^VITE_OPERATOR_LICENCE is missing/),
      expect.stringMatching(/^VITE_OPERATOR_AUTHORITY is missing/),
      expect.stringMatching(/^VITE_OPERATOR_SUPPORT_EMAIL is missing/),
    ]);
  });

  it('refuses markup, placeholders, an overlong name and a bad address, each named in the message', () => {
    const bad = {
      ...CONFIGURED,
      VITE_OPERATOR_BRAND: '<script>alert(1)</script>',
      VITE_OPERATOR_LEGAL_ENTITY: '{{brand}} Ltd',
      VITE_OPERATOR_AUTHORITY: 'A'.repeat(81),
      VITE_OPERATOR_SUPPORT_EMAIL: 'help at kestrel',
    };
    expect(refusal(bad)).toEqual([
      expect.stringMatching(/^VITE_OPERATOR_BRAND "<script>/),
      expect.stringMatching(/^VITE_OPERATOR_LEGAL_ENTITY "\{\{brand\}\} Ltd"/),
      'VITE_OPERATOR_AUTHORITY is 81 characters long; at most 80',
      'VITE_OPERATOR_SUPPORT_EMAIL "help at kestrel" is not a mail address',
    ]);
    expect(() => operatorFromEnv(bad)).toThrow(/VITE_OPERATOR_SUPPORT_EMAIL/);
  });

  it('either accepts a value as given (trimmed) or refuses it by name, for any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (brand) => {
        try {
          const operator = operatorFromEnv({ ...CONFIGURED, VITE_OPERATOR_BRAND: brand });
          expect(operator.brand).toBe(brand.trim());
          expect(operator.brand).not.toMatch(/[<>{}"]/);
        } catch (error) {
          expect(error).toBeInstanceOf(OperatorConfigError);
          expect((error as OperatorConfigError).message).toContain('VITE_OPERATOR_BRAND');
        }
      }),
    );
  });
});
