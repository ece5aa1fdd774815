import { buildApp } from './app';
import { optionsFromEnv, startupProblems } from './config';

const problems = startupProblems();
if (problems.length) {
  console.error(`Refusing to start with NODE_ENV=${process.env.NODE_ENV ?? ''}: set ${problems.join(', ')}`);
  process.exit(1);
}
const options = optionsFromEnv();
const app = await buildApp(options);
await app.listen({ port: options.port, host: options.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
