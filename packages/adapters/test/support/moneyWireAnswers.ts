import { Factory } from 'fishery';

/** A withdrawal as the API writes it: pending, 10 $ to a TRON address. */
export const wireWithdrawalFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  id: String(sequence),
  method: 'usdt-trc20',
  amount: 10,
  currency: 'USD',
  destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  status: 'pending',
  created_at: '2030-01-01T12:00:00.000Z',
  settled_at: null,
  expected_at: '2030-01-01T12:30:00.000Z',
  reason: null,
}));

/** A history row as the API writes it: a paid 10 $ deposit. */
export const wireMovementFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  id: String(sequence),
  kind: 'deposit',
  amount: 10,
  currency: 'USD',
  created_at: '2030-01-01T12:00:00.000Z',
  status: 'success',
  balance_after: 110,
  bet_id: null,
  round_id: null,
  case_opening_id: null,
  withdrawal_id: null,
}));
