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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
