/** Samples the process RSS (all threads, workers included) every few milliseconds and keeps the peak. */
export function rssSampler() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  timer.unref();
  return {
    /** Starts a new peak from now; returns the RSS now. */
    reset: () => (peak = process.memoryUsage.rss()),
    peak: () => Math.max(peak, process.memoryUsage.rss()),
    stop: () => clearInterval(timer),
  };
}
