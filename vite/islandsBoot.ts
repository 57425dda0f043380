import { createHash } from "node:crypto";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

/** The module the prerendered pages read the boot module's address from (app/islands/PageScripts.tsx). */
export const ISLANDS_BOOT_MODULE = "virtual:islands-boot";
const RESOLVED_ID = `\0${ISLANDS_BOOT_MODULE}`;
const ENTRY_SOURCE = "app/entry.client.tsx";

/**
 * Output files of the chunk `file` and of everything it statically imports, dependencies first,
 * each once, as URL paths.
 */
export function chunkOrder(bundle: Rollup.OutputBundle, file: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (chunk?.type !== "chunk") throw new Error(`islands-boot: ${name} is not a chunk of the browser build`);
    chunk.imports.forEach(visit);
    order.push(`/${chunk.fileName}`);
  };
  visit(file);
  return order;
}

/**
 * The boot module, the same for every page: it preloads the chunks of app/entry.client.tsx (in
 * parallel), evaluates them one per task, and starts the entry (the fade-ins and the islands'
 * scheduler, a few KB without React). Each island then fetches its own code, and the first one
 * Preact (decision 0005), as it comes near the screen or on first use: app/islands/schedule.ts.
 */
export function bootModule(steps: string[]): string {
  return [
    `const steps = ${JSON.stringify(steps)};`,
    `for (const href of steps) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `for (const href of steps.slice(0, -1)) { await import(href); await new Promise((resolve) => setTimeout(resolve)); }`,
    `import(${JSON.stringify(steps.at(-1))});`,
  ].join("\n");
}

/** Its file name: content-hashed, so it is cached for a year like the other assets. */
export function bootFileName(code: string): string {
  return `assets/boot-${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`;
}

/**
 * Where the browser build leaves the boot module's file name for the prerender build. React Router
 * runs the two builds one after the other in one process, each with a fresh copy of the Vite config
 * (so of this plugin): only the process is shared.
 */
const BOOT_FILE = Symbol.for("islands-boot.file");
const handoff = globalThis as { [BOOT_FILE]?: string };

/**
 * The built pages have no client-side router, only islands (docs/islands.md). The browser build
 * writes the boot module beside its chunks; the prerender build reads its address from
 * `virtual:islands-boot`, and the root layout renders the starter that loads it in place of React
 * Router's scripts (app/islands/PageScripts.tsx).
 */
export function islandsBoot(): Plugin {
  return {
    name: "islands-boot",
    resolveId(source) {
      return source === ISLANDS_BOOT_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      // Only the prerender needs the address; the browser build and the dev server do not use it.
      const needed = this.environment.mode === "build" && this.environment.name !== "client";
      const bootFile = handoff[BOOT_FILE];
      if (needed && !bootFile) throw new Error("islands-boot: the browser build has not written the boot module");
      return `export const bootScriptSrc = ${JSON.stringify(needed ? `/${bootFile}` : undefined)};\n`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const entry = Object.values(bundle).find(
        (output) =>
          output.type === "chunk" &&
          output.isEntry &&
          output.facadeModuleId !== null &&
          path.relative(this.environment.config.root, output.facadeModuleId) === ENTRY_SOURCE,
      );
      if (!entry) throw new Error(`islands-boot: ${ENTRY_SOURCE} is not an entry of the browser build`);
      const code = bootModule(chunkOrder(bundle, entry.fileName));
      const bootFile = bootFileName(code);
      this.emitFile({ type: "asset", fileName: bootFile, source: `${code}\n` });
      handoff[BOOT_FILE] = bootFile;
    },
  };
}
