/**
 * What the cup area's route plugins get: the platform's AreaContext and the cup programme's own services (its
 * cipher, live changes, remitter and messenger), made by the cup area itself (index.ts `cupServices`) from its
 * options. Every plugin of the cup area is a CupPlugin.
 */
import type { Db } from '../../db/database';
import type { Random } from '../../seed/random';
import type { AreaContext, AreaPlugin } from '../area';
import type { Bank, Messenger } from './refunds/bank';
import type { CupLive } from './machines/live';
import type { Remitter } from './refunds/remitter';
import type { SecretCipher } from './secrets';
import type { CupSeedOptions } from './machines/seed';

/** The cup programme's services, beside the platform's context. */
export interface CupServices {
  /** The cipher of members' phones and refund accounts. */
  secrets: SecretCipher;
  /** The programme's changes for its live monitors (the cup simulator announces its ticks here). */
  cupLive: CupLive;
  /** Sends requested refunds to the bank (a manual refund or a retry asks it for a round at once). */
  remitter: Remitter;
  /** Texts citizens (a refund's message, and its resend). */
  messenger: Messenger;
}

export type CupContext = AreaContext & CupServices;
export type CupPlugin = AreaPlugin<CupServices>;

/**
 * The cup area's options (`AppOptions.areas.cup`; server.ts: from its configuration; tests: a failing bank, a
 * throwing messenger, their own clock and cipher).
 */
export interface CupOptions {
  /** The cipher of members' phones and refund accounts (required: the area refuses to start without it). */
  secrets: SecretCipher;
  /** Where refunds are remitted: a bank, or how to make one over the database (default: the simulated bank). */
  bank?: Bank | ((db: Db) => Bank);
  /** How citizens are texted (default: the simulated carrier). */
  messenger?: Messenger;
  /** The simulated bank refuses this share of transfers, 0-1 (default 0); accounts starting 000 always. */
  bankFailureRate?: number;
  /** The simulated carrier loses this share of texts, 0-1 (default 0). */
  messageFailureRate?: number;
  /** The simulated bank's and carrier's draws (default: a fixed seed). */
  random?: Random;
  /** The area's clock (default: the platform's). */
  now?: () => Date;
  /** The seed's amounts (none: the cup programme is not seeded). */
  seed?: CupSeedOptions;
  /** A refund left PROCESSING by a round that died is recovered after this long, ms (default 60 s). */
  remittanceStaleAfterMs?: number;
}
