/**
 * What an area is to the platform. The platform (app.ts, server.ts, seed/) imports no area: each area describes
 * itself with an `Area` (its folder's index.ts), listed in areas/index.ts, and brings its own services, background
 * work and seed through the hooks below. app.ts makes each area's services once, from the platform's context and
 * the area's own options (`AppOptions.areas.<name>`, e.g. the cup's bank in a test), then registers its plugin
 * with both; server.ts starts its background work and the seed calls its seed.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UpdateFileKind } from '@oa/contract';
import type { PasswordHasher } from '../auth/passwords';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import type { Fleet } from '../work/fleet';

/** What the platform hands every area (and each of its route plugins). */
export interface AreaContext {
  db: Db;
  /** Background work run once per interval across the server processes (work/fleet.ts): the areas' `start`. */
  fleet: Fleet;
  /** The clock of online states, rollouts and streams (tests move it). */
  now: () => Date;
  hasher: PasswordHasher;
  /** Where uploaded files go. */
  blobs: BlobStore;
  /** Seconds an access token lives: a live stream ends after it, so a reconnect re-checks the session. */
  accessTokenTtl: number;
  /** How often live streams look in the database for changes made by other processes, ms. */
  streamPollMs: number;
  /** Upload size limits per kind, lower than UPDATE_FILE_RULES' (tests). */
  uploadMaxBytes?: Partial<Record<UpdateFileKind, number>> | undefined;
  /** The live streams' heartbeat comment interval, ms (tests shorten it). */
  streamHeartbeatMs?: number | undefined;
  /** Where background work (streams' polls, rounds, ticks) reports a failure: the app's log. */
  onError: (error: unknown) => void;
}

/** An area's route plugin: the platform's context and the area's own services. */
export type AreaPlugin<Services extends object = object> = FastifyPluginAsyncTypebox<AreaContext & Services>;

/** The clients the platform's seed made (the areas' seeds place their rows with them). */
export interface SeededClient {
  id: number;
  name: string;
  district: string | null;
}

/** What an area's seed gets besides its options: the seed's transaction, scale and the seeded clients. */
export interface AreaSeedContext {
  /** The seed's transaction. */
  db: Db;
  /** SEED_SIZE (tests: 1 with their own amounts in the area's options). */
  size: number;
  clients: readonly SeededClient[];
  /** Where seeded files go (server.ts: the upload folder); omitted = none. */
  blobs?: BlobStore | undefined;
}

/** Stops what `start` started (awaited when the app closes). */
export type StopWork = () => Promise<void> | void;

/**
 * An area. `Services` are what its route plugins get beside the platform's context (the cup's cipher, bank and
 * remitter; the robots' live events); `Options` are its own settings (tests give a failing bank, a cipher, smaller
 * seeds; server.ts derives them from its config with `optionsFrom`).
 */
export interface Area<Name extends string = string, Services extends object = object, Options = undefined> {
  name: Name;
  plugin: AreaPlugin<Services>;
  /** Its services, made once per app (default: none). */
  services?: (context: AreaContext, options: Options | undefined) => Services;
  /** Its options from the server's configuration (server.ts); omitted: the area takes none. */
  optionsFrom?: (config: ServerConfig) => Options;
  /** Puts services on the app for tests and server.ts (`app.remitter`); declare them on FastifyInstance. */
  decorate?: (app: FastifyInstance, services: Services) => void;
  /** Starts its background work (simulators, rounds) when the server's configuration turns it on. */
  start?: (context: AreaContext & Services, config: ServerConfig) => StopWork | undefined;
  /** Ends what its services keep open (streams' polls, a round), before the app closes. */
  close?: (services: Services) => Promise<void> | void;
  /** Seeds its demo data in an empty database, after the platform's groups, users and clients. */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a seed with nothing to count returns nothing
  seed?: (context: AreaSeedContext, options: Options | undefined) => Promise<Record<string, number> | void>;
}

/** Types an area's description (its name stays a literal, so AreaOptions can be keyed by it). */
export const defineArea = <const Name extends string, Services extends object = object, Options = undefined>(
  area: Area<Name, Services, Options>,
): Area<Name, Services, Options> => area;

/** Any area, as the platform walks the list (each area's own types stay in its folder). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyArea = Area<string, any, any>;
