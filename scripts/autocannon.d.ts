/** autocannon ships no types; the benchmarks use only its promise form and the result's figures. */
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    "2xx": number;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
