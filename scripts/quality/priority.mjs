// Keeps a browser's processes ahead of other work on a shared host while the audit measures it.
// Lighthouse times the page's tasks by the clock, so a task that waits for a core counts as the
// page's own work; with other builds on the machine, the wait outweighs the work. Chromium sets
// its threads' priorities itself (per thread, and again for each new process), so inheriting a
// priority is not enough: every thread of every process under the browser is set to the audit's
// niceness, and again every quarter second for processes and threads started since.
// Linux only (/proc), and only where raising a priority is allowed (root or CAP_SYS_NICE); the
// caller says which was the case. A slow page stays slow: its own work is measured in full.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** The process and its descendants, through /proc/<pid>/task/<tid>/children. */
function processTree(rootPid) {
  const seen = new Set();
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    for (const tid of threadsOf(pid)) {
      try {
        for (const child of readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean)) queue.push(Number(child));
      } catch {
        // The thread ended.
      }
    }
  }
  return seen;
}

function threadsOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/** Sets every thread under `rootPid` to `niceness`; returns how many it changed. */
function applyPriority(rootPid, niceness) {
  let changed = 0;
  for (const pid of processTree(rootPid)) {
    for (const tid of threadsOf(pid)) {
      try {
        if (os.getPriority(tid) !== niceness) {
          os.setPriority(tid, niceness);
          changed += 1;
        }
      } catch {
        // The thread ended, or the priority cannot be raised here.
      }
    }
  }
  return changed;
}

/** Whether this process may raise priorities (it tries on itself, then goes back). */
export function canRaisePriority(niceness) {
  if (!existsSync('/proc/self/task')) return false;
  const before = os.getPriority();
  try {
    os.setPriority(niceness);
    os.setPriority(before);
    return true;
  } catch {
    return false;
  }
}

/** Holds the tree under `rootPid` at `niceness` until the returned function is called. */
export function holdPriority(rootPid, niceness, everyMs = 250) {
  applyPriority(rootPid, niceness);
  const timer = setInterval(() => applyPriority(rootPid, niceness), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * CPU time and time spent runnable but waiting for a core, in nanoseconds, of every thread under
 * `rootPid` (/proc/<pid>/task/<tid>/schedstat), keyed by thread. Two snapshots around a run tell
 * how much of the browser's time other work took: a measure of contention over the whole page
 * load, where Lighthouse's benchmark index samples the host only before it.
 */
export function schedulerTimes(rootPid) {
  const times = new Map();
  for (const pid of processTree(rootPid)) {
    for (const tid of threadsOf(pid)) {
      try {
        const [cpu, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
        times.set(`${pid}/${tid}`, { cpu, wait });
      } catch {
        // The thread ended, or the kernel keeps no scheduler statistics.
      }
    }
  }
  return times;
}

/** The share of the browser's time between two snapshots spent waiting for a core (0–1), or undefined without statistics. */
export function waitShare(before, after) {
  let cpu = 0;
  let wait = 0;
  for (const [thread, now] of after) {
    const then = before.get(thread) ?? { cpu: 0, wait: 0 };
    cpu += now.cpu - then.cpu;
    wait += now.wait - then.wait;
  }
  return cpu + wait > 0 ? wait / (cpu + wait) : undefined;
}
