// Periodic maintenance in the API process (orphaned uploads, old view rows, ended rate-limit
// windows). A run goes through `exclusive` (app.ts: a PostgreSQL advisory lock), so with several
// instances one runs it and the others skip that round. The tasks stay safe to run twice anyway:
// they work through conditional DELETEs in the database.
import type { FastifyInstance } from 'fastify';

/** Runs a round of tasks unless another instance is running one; answers whether it ran. */
export type ExclusiveRunner = (job: string, run: () => Promise<unknown>) => Promise<boolean>;

export interface HousekeepingTask {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * The longest interval a timer holds: Node runs a longer one after 1 ms (with a warning), which
 * turned HOUSEKEEPING_INTERVAL_MINUTES=100000 into housekeeping without pause.
 */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface ScheduledHousekeeping {
  /**
   * Runs a whole round now (after the one in progress, if any) and answers whether this instance
   * ran it: false when another instance held the lock or the app is closing. For development and
   * tests (POST /api/v1/dev/housekeeping), so they need not wait for the interval.
   */
  runNow(): Promise<boolean>;
}

/** Runs the tasks once the app is ready and then every `intervalMs`; a run never overlaps the previous one. */
export function scheduleHousekeeping(
  app: FastifyInstance,
  tasks: readonly HousekeepingTask[],
  intervalMs: number,
  exclusive: ExclusiveRunner = async (_job, run) => {
    await run();
    return true;
  },
  /** The round's name: rounds of the same name run on one instance at a time, other names beside them. */
  job = 'housekeeping',
): ScheduledHousekeeping {
  let running: Promise<boolean> | null = null;
  let closed = false;
  const runAll = (): Promise<boolean> => {
    if (running) return running;
    if (closed) return Promise.resolve(false);
    const runTasks = async () => {
      for (const task of tasks) {
        try {
          const result = await task.run();
          app.log.debug({ task: task.name, result }, 'housekeeping task done');
        } catch (error) {
          app.log.warn({ err: error, task: task.name }, 'housekeeping task failed');
        }
      }
    };
    running = exclusive(job, runTasks)
      .then((ran) => {
        if (!ran) app.log.debug('housekeeping skipped: another instance is running it');
        return ran;
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'housekeeping could not run');
        return false;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runAll(), Math.min(intervalMs, LONGEST_TIMER_MS));
  timer.unref();
  app.addHook('onReady', async () => {
    void runAll();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return {
    async runNow() {
      // A round already under way may have started before what the caller wants to see was written.
      await running;
      return runAll();
    },
  };
}
