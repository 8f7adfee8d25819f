import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  host: string;
  port: number;
  /** The built console (apps/console/dist), served as static files on the same origin. */
  consoleDir: string;
}

/** Reads the server's settings from the environment; every setting has a default for `npm start`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    consoleDir: env.CONSOLE_DIR ?? fileURLToPath(new URL('../../console/dist', import.meta.url)),
  };
}
