import { useTranslation } from 'react-i18next';
import type { VerifierProblem } from './VerifierViewModel.ts';

/** Fields the form shows an error under; other problems are said above the button. */
const FORM_FIELDS = new Set(['serverSeed', 'clientSeed', 'nonce', 'target', 'chips', 'picks', 'stake']);

/** Why the verifier could not run, in words, and the form field it belongs to (null when it belongs to none). */
export function useProblemText(problem: VerifierProblem | null): {
  readonly field: string | null;
  readonly text: string | null;
} {
  const { t } = useTranslation('fairnessVerifier');
  if (problem === null) return { field: null, text: null };
  if (problem.kind === 'failed') return { field: null, text: t('verifier.errors.failed') };
  // A bet whose pair is still active has no server seed to verify with yet.
  if (problem.kind === 'seedNotRevealed')
    return { field: 'serverSeed', text: t('verifier.errors.serverSeed') };
  const field = problem.field;
  const text = t(`verifier.errors.${field}`);
  return { field: FORM_FIELDS.has(field) ? field : null, text };
}
