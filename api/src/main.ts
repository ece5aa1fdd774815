import { buildApp } from './app';
import { ConfigError, optionsFromEnv } from './config';

function readOptions() {
  try {
    return optionsFromEnv();
  } catch (error) {
    // A configuration problem is the operator's to fix: say what is wrong, without a stack trace.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const options = readOptions();
const app = await buildApp(options);
await app.listen({ port: options.port, host: options.host });

// SIGTERM (a deploy, a scale-in) or Ctrl-C: stop accepting connections, let the requests in flight
// finish (idle keep-alive connections are closed; a request arriving on a busy one gets 503 and
// /ready turns 503), run the onClose hooks (housekeeping, database), then exit 0. Requests still
// running after SHUTDOWN_TIMEOUT_SECONDS are cut: exit 1.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    setTimeout(() => {
      app.log.error(`requests still running ${options.shutdownTimeoutMs / 1000} s after ${signal}: exiting anyway`);
      process.exit(1);
    }, options.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
