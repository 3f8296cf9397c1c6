/**
 * DESIGN §3 / docs/decisions/002: the environment the embedded studio starts with. Unless told
 * otherwise it calls this server on loopback, accepts this server's origins, and listens where
 * this server listens (a casino bound to 127.0.0.1 must not open the studio to the network).
 */
export function embeddedStudioEnvironment(
  env: NodeJS.ProcessEnv,
  casino: { host: string; port: number },
): NodeJS.ProcessEnv {
  return {
    ...env,
    STUDIO_HOST: env.STUDIO_HOST || casino.host,
    CASINO_API_URL: env.CASINO_API_URL || `http://127.0.0.1:${casino.port}`,
    CASINO_ORIGINS:
      env.CASINO_ORIGINS || `http://localhost:${casino.port},http://127.0.0.1:${casino.port}`,
  };
}
