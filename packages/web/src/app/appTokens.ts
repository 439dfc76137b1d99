import type { StartupAnswers, UseCases } from '@casino/core';
import { token } from '../di/token.ts';
import type { AppConfig } from './appConfig.ts';
import type { AppStartup } from './AppStartup.ts';

/** The services only the composition root sees. Every other token is in `di/tokens.ts`. */
export const APP_TOKENS = {
  /** The app's configuration read from the build (API base URL, hosts). */
  AppConfig: token<AppConfig>('AppConfig'),
  /** The start-up answers the server got for the page it rendered; none on the server or in the offline shell. */
  StartupAnswers: token<StartupAnswers>('StartupAnswers'),
  /** The core's use cases, one set per container, made from the ports bound in portsModule. */
  UseCases: token<UseCases>('UseCases'),
  /** The app's start: single sign-on, the session restored, the landing query captured. */
  AppStartup: token<AppStartup>('AppStartup'),
} as const;
