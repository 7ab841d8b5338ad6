// Timing helpers the benchmark scripts share: repeated requests through the app, and their figures.
import type { FastifyInstance } from 'fastify';

/** 'median x ms, p99 y ms' of samples in milliseconds. */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`;
}

/** Server time of `runs` GET requests through the app (no network); fails on any non-200. */
export async function time(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  runs = 200,
) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    samples.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  return samples;
}
