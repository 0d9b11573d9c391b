/**
 * The load generator of the turn benchmark, in its own thread so the server under test keeps its
 * event loop to itself. Each lane is one client sending its requests one after another (a patient
 * waits for the answer before typing again); the lanes run at once.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

export interface LoadRequest {
  path: string;
  cookie?: string;
  body: unknown;
}

export interface LoadJob {
  url: string;
  lanes: LoadRequest[][];
}

export interface LoadResult {
  latencies: number[];
  wallMs: number;
  /** Answers that were not 2xx, with the first one's status and body. */
  failures: number;
  firstFailure: string | null;
  /** Answers that carried the AI doctor's reply. */
  withReply: number;
}

async function run({ url, lanes }: LoadJob): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  let withReply = 0;
  const t0 = performance.now();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const request of lane) {
        const start = performance.now();
        const res = await fetch(url + request.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(request.cookie ? { cookie: request.cookie } : {}) },
          body: JSON.stringify(request.body),
        });
        const text = await res.text();
        latencies.push(performance.now() - start);
        if (!res.ok) {
          failures++;
          firstFailure ??= `${res.status} ${text.slice(0, 200)}`;
        } else if (text.includes('"doctorMessage"')) withReply++;
      }
    }),
  );
  return { latencies, wallMs: performance.now() - t0, failures, firstFailure, withReply };
}

if (parentPort) {
  const port = parentPort;
  run(workerData as LoadJob).then(
    (result) => port.postMessage(result),
    (err: unknown) => port.postMessage({ error: String(err) }),
  );
}
