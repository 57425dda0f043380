import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { meterStage } from "./stage-cpu.mjs";

/**
 * A stage whose process starts one that works for about `seconds` of processor time and is left
 * behind, as Chromium leaves its renderers: the stage's process ends at once, without waiting for it.
 */
const LEFT_BEHIND = (seconds) => `
  const { spawn } = require("node:child_process");
  const left = spawn(process.execPath, ["-e", "const spent = () => { const { user, system } = process.cpuUsage(); return user + system; }; const end = spent() + ${seconds * 1e6}; while (spent() < end);"], { detached: true, stdio: "ignore" });
  left.unref();
  console.log(left.pid);
`;

/** Resolves once the process `pid` has ended. */
async function ended(pid) {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a stage's processor time", () => {
  it("counts the processes the stage leaves behind, where a control group can be made", async (context) => {
    /** The seconds a stage that leaves a process working for `seconds` is measured to take. */
    const measured = async (seconds) => {
      const child = spawn(process.execPath, ["-e", LEFT_BEHIND(seconds)], { stdio: ["ignore", "pipe", "inherit"] });
      const meter = meterStage(child.pid);
      if (!meter.exact)
        context.skip(
          "this machine lets npm test make no control group: the time of the processes waited for is printed",
        );
      const [printed] = await once(child.stdout, "data");
      await once(child, "exit");
      // The process left behind works on after the stage's own has ended.
      await ended(Number(String(printed)));
      return meter.stop(0);
    };
    expect((await measured(1)) - (await measured(0))).toBeGreaterThan(0.8);
  }, 60_000);

  it("is the time of the processes waited for where none can be made", () => {
    const meter = meterStage(undefined);
    expect(meter.exact).toBe(false);
    expect(meter.stop(12.5)).toBe(12.5);
  });
});
