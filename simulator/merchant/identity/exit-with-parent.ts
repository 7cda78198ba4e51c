/**
 * A process that must not outlive the one that started it. Linux re-parents an orphan (to init or a
 * subreaper) when its parent dies, even by `kill -9`, which runs no exit handler: so a child notices by
 * its parent id changing. Without this, a `kill -9` of `npm start` left the Auth emulator holding its
 * port and the next start refused ("Port 9099 already answers"); killing the `tsx` wrapper left the
 * whole server running.
 */

/** How often an orphan checks: a restart right after a crash waits at most about this long for the ports. */
const PARENT_CHECK_MS = 250;

/** Calls `onOrphaned` once, when this process's parent has gone; the timer never keeps the process alive. */
export function onParentExit(onOrphaned: () => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, PARENT_CHECK_MS);
  timer.unref();
}

/**
 * The same watch for a child that runs code we do not own (the `firebase` CLI): a Node `--import`
 * argument that makes it exit when its parent has gone. Its own exit frees every port it held (the
 * Auth emulator, its hub and its logging port run inside that one process).
 */
export function exitWithParentImport(): string {
  const source = `const p=process.ppid;setInterval(()=>{if(process.ppid!==p)process.exit(0)},${PARENT_CHECK_MS}).unref();`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}
