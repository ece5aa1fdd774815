// Child process for durability.test.ts: the real app on PGlite in a directory, on a free port.
// Usage: tsx src/test/crash-server.ts <dataDir> <uploadsDir>; prints 'LISTENING <port>' when ready.
import { buildApp } from '../app';

const [dataDir, uploadsDir] = process.argv.slice(2);
if (!dataDir || !uploadsDir) throw new Error('usage: crash-server <dataDir> <uploadsDir>');
const app = await buildApp({
  dataDir,
  uploadsDir,
  seed: { cars: 40, images: false },
  cacheTtlMs: 0,
  production: false,
  rateLimits: { globalPerMinute: 100_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
