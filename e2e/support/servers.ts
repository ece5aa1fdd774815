// The production builds on separate origins plus the API on a fresh embedded database:
// exactly what `pnpm start` runs, started and stopped by Playwright.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHELL_URL = 'http://localhost:3000';
export const API_URL = 'http://localhost:4000';
export const E2E_DATA_DIR = path.join(repoRoot, '.data/e2e-api');

/**
 * The e2e API: its own database, and limits raised because one test machine signs in
 * dozens of users from 127.0.0.1 within minutes (the security suite checks the real limits
 * on an API of its own).
 */
export const E2E_API_ENV = {
  PORT: '4000',
  DATA_DIR: E2E_DATA_DIR,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  OTP_SEND_PER_NUMBER: '1000',
  OTP_SEND_PER_IP: '100000',
  OTP_VERIFY_PER_IP: '100000',
  OTP_RESEND_SECONDS: '0',
};

export const APPS = [
  { dir: 'shell', port: 3000 },
  { dir: 'mf-browse', port: 3001 },
  { dir: 'mf-sell', port: 3002 },
  { dir: 'mf-account', port: 3003 },
  { dir: 'mf-auth', port: 3004 },
] as const;

export function staticServerCommand(dir: string, port: number, distDir = 'dist') {
  const composition = dir === 'shell' ? ` --composition ${path.join(repoRoot, 'environments/local.json')}` : '';
  return `node ${path.join(repoRoot, 'scripts/serve-static.mjs')} --dir ${path.join(repoRoot, dir, distDir)} --port ${port}${composition}`;
}
