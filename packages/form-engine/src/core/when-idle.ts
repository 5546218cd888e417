/**
 * Runs `task` when the browser is idle (soon after the first render), or after a short delay
 * where `requestIdleCallback` is missing (older Safari, Node).
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
