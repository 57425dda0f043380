// `npm test`: every check and test of the project, the stages of tests/run/test-stages.mjs
// (`node tests/run/test.mjs --list` prints them; `node tests/run/test.mjs <name>…` runs only the stages
// named, in their order). Stops at the first failing stage and exits non-zero.
// Prints each stage's time and the processor time its processes took (Linux: every process of the
// stage where a control group can be made, tests/run/stage-cpu.mjs), so a slow stage shows in any
// run's log.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { meterStage } from "./stage-cpu.mjs";
import { BESIDE_A_BROWSER, stages } from "./test-stages.mjs";

/** The processor time, in seconds, of the child processes this one has waited for (Linux; else 0). */
function childrenCpuSeconds() {
  if (!existsSync("/proc/self/stat")) return 0;
  // The fields after the command's name; cutime and cstime are the 14th and 15th, in ticks of 1/100 s.
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * The stages are this process's only children, so what the children took since the last one ended
 * is what the one that ends now took (its own processes, and theirs).
 */
let cpuCounted = childrenCpuSeconds();
function cpuOfEndedChild() {
  const now = childrenCpuSeconds();
  const cpu = now - cpuCounted;
  cpuCounted = now;
  return cpu;
}

/** A stage running beside the others is stopped when this run stops early. */
const running = new Set();
process.on("exit", () => running.forEach((child) => child.kill("SIGTERM")));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(1));

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/**
 * How much lower the stages running beside a browser stage are scheduled (nice): the browser stage
 * gets the processor whenever it asks, so its waits take what they take alone, and the others get
 * what it leaves.
 */
const BESIDE_NICENESS = 10;

/**
 * Starts a stage. A stage beside others writes its output to memory, shown when it ends, so that
 * the lines of the stages running meanwhile do not mix with it.
 * @param {import("./test-stages.mjs").Stage} stage
 * @param {boolean} [yielding] runs beside a browser stage, at a lower priority (its processes too)
 */
function start(stage, yielding = false) {
  const started = Date.now();
  const child = spawn(process.execPath, stage.args, {
    stdio: stage.beside ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...stage.env, ...(yielding ? { [BESIDE_A_BROWSER]: "1" } : {}) },
  });
  const meter = meterStage(child.pid);
  exact &&= meter.exact;
  if (yielding && child.pid) os.setPriority(child.pid, BESIDE_NICENESS);
  const output = [];
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => output.push(chunk));
  running.add(child);
  let cpu = 0;
  let ms = 0;
  child.on("exit", () => {
    cpu = meter.stop(cpuOfEndedChild());
    ms = Date.now() - started;
    running.delete(child);
  });
  return new Promise((resolve) => {
    child.on("close", (code, signal) =>
      resolve({ stage, status: signal ? 1 : code, ms, cpu, output: Buffer.concat(output) }),
    );
  });
}

/** Whether each stage's processor time counts all its processes (tests/run/stage-cpu.mjs). */
let exact = true;

/** Each finished stage's name, time, processor time and status, for the summary. */
const done = [];
const printTimes = () => {
  console.log(
    exact
      ? "\nStage times (wall, processor time of every process of the stage):"
      : "\nStage times (wall, processor time of the processes each stage waited for; a browser's own processes are not counted):",
  );
  for (const { stage, ms, cpu } of done) {
    const besides = stage.beside ? " (beside the stages after it)" : "";
    console.log(`  ${minutes(ms).padStart(12)}  ${`${Math.round(cpu)} s`.padStart(6)}  ${stage.name}${besides}`);
  }
};

/** Records a finished stage; stops the run when it failed. */
function finish(result) {
  const { stage, status, ms, output } = result;
  if (stage.beside) {
    console.log(`\n=== ${stage.name} (ran beside the stages above) ===`);
    process.stdout.write(output);
  }
  done.push(result);
  console.log(`=== ${stage.name}: ${minutes(ms)} ===`);
  if (status !== 0) {
    console.error(`\n${stage.name} failed (exit ${status}).`);
    printTimes();
    process.exit(status || 1);
  }
}

/** @param {import("./test-stages.mjs").Stage[]} stages */
async function runAll(stages) {
  const started = Date.now();
  /** The stage running beside the others, if any. */
  let besides = null;
  let besideResult = null;
  for (const stage of stages) {
    if (besides && (stage.browser || besideResult)) {
      finish(await besides);
      besides = besideResult = null;
    }
    console.log(`\n=== ${stage.name}${stage.beside ? " (starts; its output follows when it ends)" : ""} ===`);
    if (stage.beside) {
      besides = start(stage);
      besides.then((result) => (besideResult = result));
      continue;
    }
    finish(await start(stage, besides !== null));
  }
  if (besides) finish(await besides);
  printTimes();
  console.log(`\nAll tests passed in ${minutes(Date.now() - started)}.`);
}

const named = process.argv.slice(2).filter((arg) => arg !== "--list");
const unknown = named.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length) {
  console.error(`No such stage: ${unknown.join(", ")} (node tests/run/test.mjs --list names them).`);
  process.exit(1);
}
const chosen = named.length ? stages.filter((stage) => named.includes(stage.name)) : stages;
if (process.argv.includes("--list")) {
  for (const stage of chosen) console.log(`${stage.name}${stage.beside ? " (beside the stages after it)" : ""}`);
} else await runAll(chosen);
