// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: Request) => Request;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Total requests; the run ends after them instead of after `duration`. */
    amount?: number;
    /** Milliseconds between samples. */
    sampleInt?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }

  export interface Summary {
    average: number;
    total: number;
  }

  export interface Result {
    requests: Summary;
    /** Bytes; `total` is every byte received. */
    throughput: Summary;
    errors: number;
    timeouts: number;
    non2xx: number;
    start: Date;
    finish: Date;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
