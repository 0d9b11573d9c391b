/**
 * Preloaded into the API under the load-and-fault benchmark (`node --import`): reports the process's
 * memory to the benchmark over IPC once a second. It keeps no reference that holds the process open.
 */
if (process.send) {
  const timer = setInterval(() => {
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    if (process.connected) process.send!({ rss, heapUsed, heapTotal });
  }, 1000);
  timer.unref();
  process.channel?.unref();
}

export {};
