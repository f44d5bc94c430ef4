// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total?: number;
  };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  };
  export type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: (Request & { setupRequest?: (req: Request) => Request })[];
  };
  export default function autocannon(options: Options): Promise<Result>;
}
