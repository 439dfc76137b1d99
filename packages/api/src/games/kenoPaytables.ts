export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];

export const KENO_PAYTABLES: Readonly<Record<KenoRisk, readonly (readonly number[])[]>> = {
  classic: [],
  low: [],
  medium: [],
  high: [],
};
