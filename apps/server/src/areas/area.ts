/**
 * What an area is to the app: one Fastify plugin (its folder's index.ts) that registers its routes on its API
 * prefixes, given the shared context below. app.ts registers every area of areas/index.ts the same way.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UpdateFileKind } from '@oa/contract';
import type { PasswordHasher } from '../auth/passwords';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import type { RobotEvents } from './robots/events';
import type { CupLive } from './cup/live';
import type { SecretCipher } from './cup/secrets';
import type { Messenger } from './cup/refunds/bank';
import type { Remitter } from './cup/refunds/remitter';

/** What the platform hands every area (and each of its route plugins). */
export interface AreaContext {
  db: Db;
  /** The clock of online states, rollouts and streams (tests move it). */
  now: () => Date;
  hasher: PasswordHasher;
  /** The cup programme's cipher of members' phones and refund accounts. */
  secrets: SecretCipher;
  /** Where uploaded files go. */
  blobs: BlobStore;
  /** Robot changes for the live streams: the simulator and commands announce theirs here. */
  robotEvents: RobotEvents;
  /** The cup programme's changes for its live monitors (the cup simulator announces its ticks here). */
  cupLive: CupLive;
  /** Sends requested refunds to the bank (a manual refund or a retry asks it for a round at once). */
  remitter: Remitter;
  /** Texts citizens (a refund's message, and its resend). */
  messenger: Messenger;
  /** Seconds an access token lives: a live stream ends after it, so a reconnect re-checks the session. */
  accessTokenTtl: number;
  /** Upload size limits per kind, lower than UPDATE_FILE_RULES' (tests). */
  uploadMaxBytes?: Partial<Record<UpdateFileKind, number>> | undefined;
  /** The live streams' heartbeat comment interval, ms (tests shorten it). */
  streamHeartbeatMs?: number | undefined;
}

/** An area, or one of its route plugins: each gets the whole context. */
export type AreaPlugin = FastifyPluginAsyncTypebox<AreaContext>;
