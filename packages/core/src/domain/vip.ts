import { VIP_LEVELS } from '@casino/tables';

/** The highest weekly cashback of the published VIP table (`@casino/tables`), which the club's texts quote. */
export const VIP_MAX_CASHBACK_PERCENT: number = Math.max(...VIP_LEVELS.map((level) => level.cashbackPercent));
