import { Factory } from 'fishery';
import type { Movement, Withdrawal } from '../../src/index.ts';
import { usd } from './money.ts';

/** A paid 10 $ deposit with the balance after it; override what a test is about. */
export const movementFactory = Factory.define<Movement>(({ sequence }) => ({
  id: String(sequence),
  kind: 'deposit',
  amount: usd(10),
  createdAt: new Date(Date.UTC(2030, 0, 1, 12) - sequence * 60_000).toISOString(),
  status: 'success',
  balanceAfter: usd(100),
  betId: null,
  roundId: null,
  caseOpeningId: null,
  withdrawalId: null,
  sportsBetId: null,
  tournament: null,
}));

/** A pending 10 $ withdrawal to a TRON address. */
export const withdrawalFactory = Factory.define<Withdrawal>(({ sequence }) => ({
  id: String(sequence),
  amountMinor: 10_00,
  currency: 'USD',
  status: 'pending',
  createdAt: new Date(Date.UTC(2030, 0, 1, 12) - sequence * 60_000).toISOString(),
  expectedAt: new Date(Date.UTC(2030, 0, 1, 12, 30) - sequence * 60_000).toISOString(),
  method: 'usdt-trc20',
  destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  rejectionReason: null,
}));
