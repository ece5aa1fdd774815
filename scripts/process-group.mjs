// The long-running processes of `pnpm start` and `pnpm start:envs`: each one's output prefixed
// with its label, and all of them stopped together when one exits or on Ctrl-C / SIGTERM.
import { spawn } from 'node:child_process';

/** @param {string} cwd where every process runs */
export function processGroup(cwd) {
  const children = [];
  let stopping = false;

  function stop(code = 0) {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500);
  }

  /** Starts command with env added to this process's environment. */
  function run(label, command, args, env = {}) {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${label}] `;
    child.stdout.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
    child.stderr.on('data', (chunk) => process.stderr.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
    child.on('exit', (code) => {
      console.log(`${prefix}exited with ${code}`);
      if (!stopping) stop(code ?? 1);
    });
    children.push(child);
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return { run, stop };
}
