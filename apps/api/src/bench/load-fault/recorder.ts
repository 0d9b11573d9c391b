import { percentile } from '../stats.js';

/** What an HTTP call answered: its status, or `network` when no answer came (refused, reset, timed out). */
export type Outcome = number | 'network';

export interface Call {
  kind: string;
  /** When it started and ended (ms since the epoch). */
  start: number;
  end: number;
  outcome: Outcome;
  /** A failure's answer or error, shortened. */
  detail?: string;
}

export const succeeded = (outcome: Outcome) => typeof outcome === 'number' && outcome >= 200 && outcome < 300;

/** Every call of the run, each with its kind, timing and answer. */
export class Recorder {
  readonly calls: Call[] = [];

  add(call: Call): void {
    this.calls.push(call);
  }

  /** Calls that started within [from, to). */
  between(from: number, to: number): Call[] {
    return this.calls.filter((c) => c.start >= from && c.start < to);
  }
}

export interface KindFigures {
  kind: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Latency percentiles per kind of call, over the successful ones (a failure's time is not a latency). */
export function figuresByKind(calls: Call[], seconds: number): KindFigures[] {
  const kinds = new Map<string, number[]>();
  for (const c of calls) {
    if (!succeeded(c.outcome)) continue;
    const list = kinds.get(c.kind) ?? [];
    list.push(c.end - c.start);
    kinds.set(c.kind, list);
  }
  return [...kinds]
    .map(([kind, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return {
        kind,
        count: values.length,
        perSecond: values.length / seconds,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      };
    })
    .sort((a, b) => b.count - a.count);
}

/** The p99 of every successful call together. */
export function overallP99(calls: Call[]): number {
  const sorted = calls
    .filter((c) => succeeded(c.outcome))
    .map((c) => c.end - c.start)
    .sort((a, b) => a - b);
  return percentile(sorted, 99);
}

/** Failed calls counted by what they answered ("500: 3, network: 12"), or "none". */
export function errorsByStatus(calls: Call[]): string {
  const counts = new Map<string, number>();
  for (const c of calls)
    if (!succeeded(c.outcome)) counts.set(String(c.outcome), (counts.get(String(c.outcome)) ?? 0) + 1);
  return counts.size ? [...counts].map(([s, n]) => `${s}: ${n}`).join(', ') : 'none';
}

export const failures = (calls: Call[]) => calls.filter((c) => !succeeded(c.outcome)).length;

/** One example of each kind of failure ("AI doctor turn 409: {...}"), for the reader to see what failed. */
export function failureExamples(calls: Call[]): string[] {
  const seen = new Map<string, string>();
  for (const c of calls) {
    const key = `${c.kind} ${c.outcome}`;
    if (!succeeded(c.outcome) && !seen.has(key)) seen.set(key, c.detail ?? '');
  }
  return [...seen].map(([key, detail]) => `${key}: ${detail}`.slice(0, 220));
}

export function printKinds(rows: KindFigures[]): void {
  for (const r of rows)
    console.log(
      `  ${r.kind.padEnd(30)} ${String(r.count).padStart(7)}  ${r.perSecond.toFixed(1).padStart(6)}/s  ` +
        `p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms`,
    );
}
