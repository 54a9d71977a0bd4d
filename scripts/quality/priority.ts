// Keeps a browser's processes ahead of other work on a shared host while the audit measures it.
// Lighthouse times the page's tasks by the clock, so a task that waits for a core counts as the
// page's own work; with other builds on the machine, the wait outweighs the work. Chromium sets
// its threads' priorities itself (per thread, and again for each new process), so inheriting a
// priority is not enough: every thread of every process under the browser is set to the audit's
// niceness, and again every quarter second for processes and threads started since.
// Niceness only ranks threads within one scheduler autogroup (one per session, where the kernel
// groups them so: /proc/sys/kernel/sched_autogroup_enabled); against other sessions' work the
// autogroup's own niceness counts. The browser is started in a session of its own, so its
// autogroup is raised too, which touches nothing else.
// Linux only (/proc), and only where raising a priority is allowed (root or CAP_SYS_NICE); the
// caller says which was the case. A slow page stays slow: its own work is measured in full.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** The process and its descendants, through /proc/<pid>/task/<tid>/children. */
function processTree(rootPid: number): Set<number> {
  const seen = new Set<number>();
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
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

function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/** Sets every thread under `rootPid` to `niceness`; returns how many it changed. */
function applyPriority(rootPid: number, niceness: number): number {
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
export function canRaisePriority(niceness: number): boolean {
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

/** The session a process belongs to (field 6 of /proc/<pid>/stat, after the parenthesised name). */
function sessionOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
}

/**
 * Raises the autogroup of `pid` to `niceness` when it is a session of its own (as chrome-launcher
 * starts the browser), so no other process's weight changes. Returns whether it did.
 */
export function raiseAutogroup(pid: number, niceness: number): boolean {
  try {
    if (!existsSync(`/proc/${pid}/autogroup`) || sessionOf(pid) === sessionOf(process.pid)) return false;
    writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
    return true;
  } catch {
    return false;
  }
}

/** Holds the tree under `rootPid` at `niceness` until the returned function is called. */
export function holdPriority(rootPid: number, niceness: number, everyMs = 250): () => void {
  applyPriority(rootPid, niceness);
  const timer = setInterval(() => applyPriority(rootPid, niceness), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
