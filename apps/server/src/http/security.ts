/**
 * The answers' security headers: a strict CSP on everything (tokens live in localStorage, spec §3, so the CSP is
 * what keeps injected script out), no framing, no referrer, and `no-store` on every API answer.
 */
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The API prefixes of the five clients (spec §7); OA_BLOB shares OA's. */
export const API_PREFIXES = ['/oa', '/apps', '/cuid', '/seoul-cup'] as const;

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

// No inline script, no plugins, no framing, no <base> rewriting.
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  // Every API answer is private and fresh.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) void reply.header('cache-control', 'no-store');
  });
}

/** This answer's CSP with a fresh nonce (128 random bits, base64) allowed in `style-src` only; returns the nonce. */
export function allowStyleNonce(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  reply.helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, styleSrc: [...CSP_DIRECTIVES.styleSrc, `'nonce-${nonce}'`] },
    },
  });
  return nonce;
}
