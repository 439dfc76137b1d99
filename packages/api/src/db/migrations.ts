import { accountsMigration, paymentsMigration } from './accountsMigration.ts';
import { bonusMigration } from './bonusMigration.ts';
import { contentMigration, gamesMigration, promotionsMigration } from './contentMigration.ts';
import { providerMigration } from './providerMigration.ts';
import { liveMigration } from './liveMigration.ts';
import { liveBlackjackMigration, liveDemoMigration, liveTableMigration } from './liveTableMigration.ts';
import { moneyKeyMigration } from './moneyKeyMigration.ts';
import { moneyMigration } from './moneyMigration.ts';
import { roundsMigration } from './roundsMigration.ts';
import { launchSessionMigration, securityMigration } from './securityMigration.ts';
import { sportsMigration } from './sportsMigration.ts';
import { sportsScheduleMigration } from './sportsScheduleMigration.ts';
import { playsMigration } from './playsMigration.ts';
import { recentPlaysMigration } from './recentPlaysMigration.ts';
import { seedCommitmentMigration } from './seedCommitmentMigration.ts';
import { backOfficeMigration } from './backOfficeMigration.ts';
import { playerEntropyMigration } from './playerEntropyMigration.ts';
import { requestKeyMigration } from './requestKeyMigration.ts';
import { tournamentMigration } from './tournamentMigration.ts';
import { tournamentSeriesMigration } from './tournamentSeriesMigration.ts';
import { vipMigration } from './vipMigration.ts';
import type { Migration } from './migration.ts';

export const MIGRATIONS: readonly Migration[] = [
  accountsMigration,
  paymentsMigration,
  promotionsMigration,
  contentMigration,
  gamesMigration,
  securityMigration,
  roundsMigration,
  moneyMigration,
  providerMigration,
  liveMigration,
  liveTableMigration,
  sportsMigration,
  playsMigration,
  liveBlackjackMigration,
  liveDemoMigration,
  launchSessionMigration,
  seedCommitmentMigration,
  moneyKeyMigration,
  bonusMigration,
  backOfficeMigration,
  playerEntropyMigration,
  requestKeyMigration,
  tournamentMigration,
  vipMigration,
  tournamentSeriesMigration,
  recentPlaysMigration,
  sportsScheduleMigration,
];
