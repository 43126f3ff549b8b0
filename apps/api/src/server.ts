import { buildApp } from './app';
import { seedDemoData, DEMO_MEMBER } from './db/seed';
import { parseEnvOrExit } from './plugins/env';

/** Starts the server: parse config, build the app, listen, and close cleanly on SIGINT/SIGTERM. */
async function main() {
  const env = parseEnvOrExit();
  const app = await buildApp({ env });
  // The first back-office account, on a database that has none (its generated password goes to a 0600 file, never to the log).
  const firstAdmin = await app.services.admins.ensureFirstAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);

  if (env.DEMO_DATA) {
    await seedDemoData(app.db, app.services);
    app.log.info(`demo member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      shutDown(app, env.SHUTDOWN_GRACE_MS).then(
        (forced) => process.exit(forced ? 1 : 0),
        (err: unknown) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const url = `http://${shown}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : env.PORT}`;
  console.log(`\n  UU platform is running at ${url}/  (API docs: ${url}/docs)`);
  console.log(`  Admin console: ${url}/admin/`);
  if (firstAdmin) {
    console.log(
      firstAdmin.generated
        ? `  First admin created: ${firstAdmin.email}; its password is in ${firstAdmin.passwordFile} (readable by this user only; change it at the first sign-in)`
        : `  First admin created from ADMIN_EMAIL: ${firstAdmin.email}`,
    );
  }
  if (env.DEMO_DATA) console.log(`  Sign in as the demo member: ${DEMO_MEMBER.email} / password ${DEMO_MEMBER.password}\n`);
}

/** WebSocket close code 1012 "service restart": the client reconnects (to another instance). */
const CLOSE_SERVICE_RESTART = 1012;

/**
 * Graceful stop (issue 16): stop accepting, refuse new requests on kept-alive connections
 * (plugins/envelope.ts), let what is in flight finish, close chat sockets with a reconnect hint,
 * then close the database. A connection that was busy when closing began becomes idle after its
 * answer and would be kept alive (Fastify's keepAliveTimeout, 72 s): it is closed as soon as it is
 * idle. Past the grace period every connection is cut. Resolves whether it had to cut.
 */
async function shutDown(app: Awaited<ReturnType<typeof buildApp>>, graceMs: number): Promise<boolean> {
  for (const client of app.websocketServer.clients) client.close(CLOSE_SERVICE_RESTART, 'SERVICE_RESTART');
  const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
  let forced = false;
  const deadline = setTimeout(() => {
    forced = true;
    app.log.warn({ graceMs }, 'requests still in flight at the end of the grace period: cutting their connections');
    app.server.closeAllConnections();
    for (const client of app.websocketServer.clients) client.terminate();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
    clearTimeout(deadline);
  }
  return forced;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
