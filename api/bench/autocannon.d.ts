// Minimal types for the parts of autocannon the bench uses (the package ships none).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called before each send of this request; returns the request to send. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }
    interface Histogram {
      average: number;
      p50: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
    }
    interface Options {
      url: string;
      connections?: number;
      /** Seconds; ignored when `amount` is set. */
      duration?: number;
      /** Stop after this many responses instead of after `duration`. */
      amount?: number;
      requests?: Request[];
      timeout?: number;
    }
    /** The running benchmark: emits 'response' per response and resolves to the Result. */
    interface Instance extends EventEmitter, PromiseLike<Result> {
      on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
