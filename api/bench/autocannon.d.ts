// Minimal types for the parts of autocannon the bench uses (the package ships none).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
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
      duration?: number;
      requests?: Request[];
      timeout?: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
