import { buildApp } from './app';
import { optionsFromEnv } from './config';

const options = optionsFromEnv();
const app = await buildApp(options);
await app.listen({ port: options.port, host: options.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
