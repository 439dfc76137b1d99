import type { KenoRisk } from '../bet.ts';

/** One row of a paytable: the multiplier for 0, 1, 2 … hits (as published), and the RTP published next to it. */
export interface KenoPaytableRow {
  readonly pays: readonly number[];
  /** Percent, four decimals, exactly as docs/fairness.md prints it. */
  readonly rtp: string;
}

/**
 * The keno paytables of docs/fairness.md ("Keno paytables"), row i for i + 1 picks. Low pays often and little, high
 * rarely and big; every row returns between 98 % and 99 %, proven exactly by keno.rtp.test.ts.
 */
export const KENO_PAYTABLES: Readonly<Record<KenoRisk, readonly KenoPaytableRow[]>> = {
  classic: [
    { pays: [0, 3.92], rtp: '98.0000' },
    { pays: [0, 1.9, 4.4], rtp: '98.4615' },
    { pays: [0, 1, 3.1, 10.3], rtp: '98.8968' },
    { pays: [0, 0.8, 1.8, 5, 22.5], rtp: '98.9605' },
    { pays: [0, 0.25, 1.4, 4.1, 16.5, 36], rtp: '98.9858' },
    { pays: [0, 0, 1, 3.68, 7, 16.5, 40], rtp: '98.9665' },
    { pays: [0, 0, 0.47, 3, 4.5, 14, 31, 60], rtp: '98.9815' },
    { pays: [0, 0, 0, 2.18, 4, 13, 22, 55, 70], rtp: '98.5781' },
    { pays: [0, 0, 0, 1.55, 3, 8, 15, 44, 60, 85], rtp: '98.9753' },
    { pays: [0, 0, 0, 1.38, 2.25, 4.5, 8, 17, 50, 80, 100], rtp: '98.4610' },
  ],
  low: [
    { pays: [0.7, 1.85], rtp: '98.7500' },
    { pays: [0, 2, 3.8], rtp: '98.8462' },
    { pays: [0, 1.1, 1.38, 26], rtp: '98.8664' },
    { pays: [0, 0, 2.2, 7.9, 90], rtp: '98.9222' },
    { pays: [0, 0, 1.5, 4.2, 13, 300], rtp: '98.9031' },
    { pays: [0, 0, 1.1, 2, 6.2, 100, 690], rtp: '98.9537' },
    { pays: [0, 0, 1.1, 1.6, 3.5, 15, 225, 700], rtp: '98.9388' },
    { pays: [0, 0, 1.1, 1.48, 2, 5.5, 39, 100, 800], rtp: '98.5595' },
    { pays: [0, 0, 1.1, 1.28, 1.7, 2.5, 7.5, 50, 250, 1000], rtp: '98.5477' },
    { pays: [0, 0, 1.1, 1.2, 1.3, 1.8, 3.5, 13, 50, 250, 1000], rtp: '98.7597' },
  ],
  medium: [
    { pays: [0.4, 2.75], rtp: '98.7500' },
    { pays: [0, 1.8, 5.1], rtp: '98.6538' },
    { pays: [0, 0, 2.8, 50], rtp: '98.9879' },
    { pays: [0, 0, 1.7, 10, 100], rtp: '98.7827' },
    { pays: [0, 0, 1.4, 4, 14, 390], rtp: '98.9441' },
    { pays: [0, 0, 0, 3, 9, 180, 710], rtp: '98.8347' },
    { pays: [0, 0, 0, 2, 7, 30, 400, 800], rtp: '98.9618' },
    { pays: [0, 0, 0, 2, 4, 11, 67, 400, 900], rtp: '98.9236' },
    { pays: [0, 0, 0, 2, 2.5, 5, 15, 100, 500, 1000], rtp: '98.9420' },
    { pays: [0, 0, 0, 1.6, 2, 4, 7, 26, 100, 500, 1000], rtp: '98.9743' },
  ],
  high: [
    { pays: [0, 3.92], rtp: '98.0000' },
    { pays: [0, 0, 17.1], rtp: '98.6538' },
    { pays: [0, 0, 0, 81.5], rtp: '98.9879' },
    { pays: [0, 0, 0, 10, 259], rtp: '98.9058' },
    { pays: [0, 0, 0, 4.5, 48, 450], rtp: '98.8894' },
    { pays: [0, 0, 0, 0, 10.9, 350, 710], rtp: '98.7608' },
    { pays: [0, 0, 0, 0, 7, 90, 400, 800], rtp: '98.9618' },
    { pays: [0, 0, 0, 0, 5, 20, 270, 600, 900], rtp: '98.9571' },
    { pays: [0, 0, 0, 0, 4, 11, 56, 500, 800, 1000], rtp: '98.9645' },
    { pays: [0, 0, 0, 0, 3.45, 8, 13, 63, 500, 800, 1000], rtp: '98.2728' },
  ],
};
