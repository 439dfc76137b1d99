// Test data shared by every package's tests: build entities of the core with overrides.
export { userFactory } from './user.ts';
export { paymentMethodFactory, billingDataFactory, invoiceFactory } from './billing.ts';
export { freeSpinFactory } from './bonus.ts';
export { geoFactory, mirrorFactory } from './geo.ts';
export { money, rub, usd, kzt, inr, eur } from './money.ts';
export { siteSettingsAnswerFactory } from './siteSettings.ts';
export { settledBetFactory, seedPairFactory } from './games.ts';
export {
  crashRoundFactory,
  crashBetFactory,
  crashTableFactory,
  roomRoundFactory,
  roomTableFactory,
  feedPlayFactory,
} from './live.ts';
export { movementFactory, withdrawalFactory } from './movements.ts';
export * from './sportsbook.ts';
