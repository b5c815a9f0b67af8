// autocannon ships no types; only what the benches use.
declare module 'autocannon' {
  type Options = { url: string; connections: number; duration: number; headers?: Record<string, string>; workers?: number };
  type Result = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
  export default function autocannon(options: Options): Promise<Result>;
}
