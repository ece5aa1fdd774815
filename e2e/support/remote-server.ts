// Starts and stops an extra static server for one remote build, to play a remote that
// goes down and comes back, or a second version deployed beside the first.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './servers';

export class RemoteServer {
  private child: ChildProcess | null = null;
  constructor(
    readonly distDir: string,
    readonly port: number,
  ) {}

  get manifestUrl() {
    return `http://localhost:${this.port}/mf-manifest.json`;
  }

  async start() {
    this.child = spawn(
      process.execPath,
      [path.join(repoRoot, 'scripts/serve-static.mjs'), '--dir', this.distDir, '--port', String(this.port)],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 50; i += 1) {
      try {
        const response = await fetch(this.manifestUrl);
        if (response.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`static server on ${this.port} did not start`);
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
