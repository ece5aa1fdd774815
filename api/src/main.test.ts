// The API process itself (main.ts): what production refuses to start without. Its graceful SIGTERM is
// proved in the multi-instance suite (src/fleet/fleet.fleet.test.ts), where instances already run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnApi } from './test/api-process';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carmarket-main-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('main.ts', () => {
  it('refuses to start in production without OTP_SECRET, naming it', async () => {
    const api = spawnApi(
      {
        NODE_ENV: 'production',
        OTP_SECRET: undefined,
        PUBLIC_URL: 'https://api.carmarket.example',
        CORS_ORIGINS: 'https://carmarket.example',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'webhook',
        DATA_DIR: tempDir(),
      },
      await freePort(),
    );
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain('Refusing to start with NODE_ENV=production: OTP_SECRET is not set');
  });
});
