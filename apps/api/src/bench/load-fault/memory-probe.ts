/**
 * Preloaded into the API under the load-and-fault benchmark (`node --import`): reports the process's
 * memory to the benchmark over IPC once a second. It keeps no reference that holds the process open.
 *
 * The heap in use counts garbage until a full collection, which V8 puts off while the heap is far
 * below the size it allowed itself after the last one (up to several times the live heap): a heap
 * that climbs for minutes under load may be all garbage. The heap left by the last full collection
 * of the second, read from V8's own record of each collection, is what the process keeps alive.
 */
import { GCProfiler } from 'node:v8';

const FULL_COLLECTION = 'MarkSweepCompact';

if (process.send) {
  let profiler = new GCProfiler();
  profiler.start();
  const timer = setInterval(() => {
    const full = profiler.stop().statistics.filter((s) => s.gcType === FULL_COLLECTION);
    profiler = new GCProfiler();
    profiler.start();
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    const live = full.at(-1)?.afterGC.heapStatistics.usedHeapSize ?? null;
    if (process.connected) process.send!({ rss, heapUsed, heapTotal, live, fullCollections: full.length });
  }, 1000);
  timer.unref();
  process.channel?.unref();
}

export {};
