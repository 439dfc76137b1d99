/**
 * The provider's money wheels (docs/fairness.md, "Live tables"): each number with how many segments of the wheel show
 * it, `[value, segments]`. Where each segment sits follows from these by the published rule.
 */
export const MONEY_WHEEL_COUNTS = {
  'carnival-wheel': [
    [1, 20],
    [3, 10],
    [7, 5],
    [9, 4],
    [19, 2],
    [39, 1],
  ],
  'starlight-wheel': [
    [1, 30],
    [3, 15],
    [5, 10],
    [11, 5],
    [19, 3],
  ],
  'grand-wheel': [
    [1, 30],
    [3, 15],
    [5, 10],
    [14, 4],
    [19, 3],
  ],
  'city-wheel': [
    [2, 20],
    [3, 15],
    [4, 12],
    [5, 10],
    [11, 5],
  ],
  'candy-wheel': [
    [1, 24],
    [3, 12],
    [5, 8],
    [11, 4],
    [15, 3],
  ],
} as const;
