/**
 * Compressed answers (issue 31): the API's JSON over 1 kB goes out as brotli or gzip, whichever the client accepts
 * (brotli first), with `vary: accept-encoding`; smaller answers, clients that accept neither and everything that is
 * not text go out as they are. Operators at the washing site and in district offices are not always on fast links:
 * the robot list's first page drops from 8.5 kB to 1.4 kB, 100 refunds from 36 kB to 2.5 kB (docs/benchmarks.md
 * "JSON compression (issue 31)").
 *
 * Left as they are:
 * - the console's files (every route outside the APIs): its build writes a brotli and a gzip copy of each text file
 *   over 1 kB, which console/serve.ts sends;
 * - live streams (http/sse.ts): they hijack the reply, so no hook ever sees their bytes, and each event leaves
 *   when it is written;
 * - downloads (an update file: application/octet-stream) and anything already compressed (png, zip, xlsx): not
 *   text, and compressing them again saves nothing;
 * - request bodies: never decompressed (the console does not compress them, and the body limit would count the
 *   compressed bytes, not what they inflate to).
 */
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { isApiPath } from './security';

/** Answers smaller than this go out as they are: a packet either way, and compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli's quality for answers made per request. zlib's default, 11, spends 10 ms on the robot page and 60-75 ms on
 * 100 refunds; 5 spends 0.1-0.4 ms, for answers 8 % smaller than 4's and as small as 6's (docs/benchmarks.md).
 */
export const BROTLI_QUALITY = 5;

/** What brotli and gzip are given (bench:load's compression suite times them alone too). */
export const BROTLI_OPTIONS: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
  },
};
export const GZIP_OPTIONS: ZlibOptions = { level: 6 };

/**
 * Answers up to this size are compressed in one call on the event loop rather than through a zlib stream on the
 * thread pool: 0.2-0.5 ms less CPU per answer (the stream's setup), and a content-length instead of chunks. The
 * plugin's default on two cores is 8 kB, which sends the robot list's first page (8.5 kB) down the stream; a
 * deployment runs a process for each core it uses (docs/deploy.md), so no core sits idle to take the stream's work.
 * 64 kB at brotli 5 is under a millisecond.
 */
export const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

/** JSON, `+json` included; other types as mime-db says (text yes; octet-stream, png, zip, xlsx no). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** The routes whose answers are compressed: the five APIs and the OpenAPI document; not the console's files. */
const compressesRoute = (url: string) => isApiPath(url) || url === '/docs/json' || url === '/docs/yaml';

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const listed = vary === undefined ? [] : [vary].flat().map(String);
  if (listed.some((value) => /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value))) return;
  void reply.header('vary', [...listed, 'accept-encoding'].join(', '));
}

/** Registers compression; before any route (it is set on each route as it is added). */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // Ahead of the plugin's own onRoute hook: a route outside the API keeps its answers as they are.
  app.addHook('onRoute', (route) => {
    if (!compressesRoute(route.url)) route.compress = false;
  });
  // A JSON answer of these routes depends on accept-encoding even when it goes out as it is (the plugin says so
  // only on the ones it compresses); it runs before the plugin's hook, which then adds nothing.
  app.addHook('onSend', async (request, reply) => {
    if (!compressesRoute(request.routeOptions.url ?? '')) return;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && JSON_TYPE.test(type)) varyOnEncoding(reply);
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    globalDecompression: false,
    // In place of the plugin's own list, which adds application/octet-stream (the update files' downloads).
    customTypes: (type: string) => JSON_TYPE.test(type),
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}
