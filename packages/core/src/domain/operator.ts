/**
 * Who runs the site (issue 34): the brand, the legal entity, its licence and the authority that issued it, and where
 * players reach support. Set once by configuration (the brand file, issue 36, sets `VITE_OPERATOR_*` at build time), shown by the header, the
 * footer, the page titles, the legal texts and the web app's manifest. This file imports nothing: the build reads it
 * too, for the manifest and `index.html`.
 */
export interface Operator {
  /** The name players see: header, titles, manifest. */
  readonly brand: string;
  /** The company that operates the site and is party to the user agreement. */
  readonly legalEntity: string;
  /** The licence's number or name. */
  readonly licence: string;
  /** The body that issued the licence, to which complaints may go. */
  readonly authority: string;
  /** The support address players write to. */
  readonly supportEmail: string;
  /** True for the built-in default: an invented operator of a local demonstration, with no licence at all. */
  readonly demonstration: boolean;
}

/**
 * The operator when none is configured: a local demonstration. An invented name (no company, licence or regulator
 * of that name exists) and an address under the reserved `.example` domain, which no mail can reach.
 */
export const DEMO_OPERATOR: Operator = {
  brand: 'Vellumbay',
  legalEntity: 'Vellumbay Demo (no company)',
  licence: 'DEMO-0000 (no licence)',
  authority: 'none: a local demonstration',
  supportEmail: 'support@vellumbay.example',
  demonstration: true,
};

/** The variables that configure the operator, each with the field it sets. */
export const OPERATOR_VARIABLES = {
  VITE_OPERATOR_BRAND: 'brand',
  VITE_OPERATOR_LEGAL_ENTITY: 'legalEntity',
  VITE_OPERATOR_LICENCE: 'licence',
  VITE_OPERATOR_AUTHORITY: 'authority',
  VITE_OPERATOR_SUPPORT_EMAIL: 'supportEmail',
} as const;

type OperatorVariable = keyof typeof OPERATOR_VARIABLES;
export type OperatorEnv = { readonly [K in OperatorVariable]?: string | undefined } & {
  /** `true` for an operator of a local demonstration (a sample brand's), named in full but with no licence at all. */
  readonly VITE_OPERATOR_DEMONSTRATION?: string | undefined;
};

/** A configuration that names an operator badly: every problem, one a line, each naming its variable. */
export class OperatorConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The operator's configuration is refused:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'OperatorConfigError';
  }
}

const MAX_NAME = 80;
/** Letters of any script, digits, spaces and the punctuation of a company's name; no markup or placeholders. */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} .,'’&()\-:/]*$/u;
const EMAIL =
  /^[^\s@<>{}"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

function nameProblem(variable: string, value: string): string | null {
  if (value.length > MAX_NAME) return `${variable} is ${value.length} characters long; at most ${MAX_NAME}`;
  if (!NAME.test(value))
    return `${variable} "${value}" must start with a letter or digit and hold only letters, digits, spaces and . , ' & ( ) - : /`;
  return null;
}

/**
 * The operator the variables name. None set: the local demonstration operator. Some set: all five are required, and
 * each is checked (a name of at most 80 characters with no markup, a mail address); a bad value is refused with every
 * problem named, never shown to players.
 */
export function operatorFromEnv(env: OperatorEnv): Operator {
  const variables = Object.keys(OPERATOR_VARIABLES) as OperatorVariable[];
  const values = variables.map((variable) => [variable, env[variable]?.trim() ?? ''] as const);
  if (values.every(([, value]) => value === '')) return DEMO_OPERATOR;
  const problems: string[] = [];
  for (const [variable, value] of values) {
    if (value === '') {
      problems.push(`${variable} is missing: an operator is named by all of ${variables.join(', ')}`);
      continue;
    }
    const problem =
      variable === 'VITE_OPERATOR_SUPPORT_EMAIL'
        ? EMAIL.test(value) && value.length <= 254
          ? null
          : `${variable} "${value}" is not a mail address`
        : nameProblem(variable, value);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw new OperatorConfigError(problems);
  const field = (variable: OperatorVariable) => values.find(([name]) => name === variable)?.[1] ?? '';
  return {
    brand: field('VITE_OPERATOR_BRAND'),
    legalEntity: field('VITE_OPERATOR_LEGAL_ENTITY'),
    licence: field('VITE_OPERATOR_LICENCE'),
    authority: field('VITE_OPERATOR_AUTHORITY'),
    supportEmail: field('VITE_OPERATOR_SUPPORT_EMAIL'),
    demonstration: env.VITE_OPERATOR_DEMONSTRATION?.trim() === 'true',
  };
}

/** What the texts fill in: `{{brand}}`, `{{legalEntity}}`, `{{licence}}`, `{{authority}}`, `{{supportEmail}}`. */
export function operatorVariables(operator: Operator): Readonly<Record<string, string>> {
  const { brand, legalEntity, licence, authority, supportEmail } = operator;
  return { brand, legalEntity, licence, authority, supportEmail };
}
