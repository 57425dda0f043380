// The processor time a stage of npm test takes (tests/run/test.mjs), all its processes counted.
//
// Where Linux lets this user make a control group (cgroup v1's cpuacct, or v2), each stage runs in
// its own and the figure is the group's: every process of the stage, including those its children
// leave behind. Chromium's renderers, GPU and network processes are such: their parent is not
// waited for, so the time of the processes a stage waited for (getrusage's children, the fallback)
// missed two thirds of the Chromium stage (226 s counted against 650 s in a control group, on 2 CPUs).
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const V1 = "/sys/fs/cgroup/cpuacct";
const V2 = "/sys/fs/cgroup";

/** The folder under which this run may make its groups, and how each reports its time; or null. */
function groupRoot() {
  const candidates = [
    { dir: V1, read: (group) => Number(readFileSync(path.join(group, "cpuacct.usage"), "utf8")) / 1e9 },
    {
      dir: V2,
      read: (group) => Number(/usage_usec (\d+)/.exec(readFileSync(path.join(group, "cpu.stat"), "utf8"))?.[1]) / 1e6,
    },
  ];
  for (const candidate of candidates) {
    if (candidate.dir === V2 && !existsSync(path.join(V2, "cgroup.controllers"))) continue;
    if (!existsSync(candidate.dir)) continue;
    const probe = path.join(candidate.dir, `npm-test-${process.pid}`);
    try {
      mkdirSync(probe);
      if (!Number.isFinite(candidate.read(probe))) throw new Error("no processor time");
      rmdirSync(probe);
      return { ...candidate, base: probe };
    } catch {
      try {
        rmdirSync(probe);
      } catch {
        // not made
      }
    }
  }
  return null;
}

let root;
let made = 0;

/**
 * Starts counting the processor time of the process `pid` and of every process it starts.
 * @returns {{ exact: boolean, stop: (waitedFor: number) => number }} stop gives the stage's
 *   seconds: its group's, or else `waitedFor` (the time of the processes it waited for)
 */
export function meterStage(pid) {
  root ??= groupRoot() ?? false;
  if (!root || !pid) return { exact: false, stop: (waitedFor) => waitedFor };
  const group = `${root.base}-${++made}`;
  try {
    mkdirSync(group);
    writeFileSync(path.join(group, "cgroup.procs"), String(pid));
  } catch {
    return { exact: false, stop: (waitedFor) => waitedFor };
  }
  return {
    exact: true,
    stop: () => {
      const seconds = root.read(group);
      try {
        rmdirSync(group);
      } catch {
        // a process the stage left running keeps its group; the system removes it with the last
      }
      return seconds;
    },
  };
}
