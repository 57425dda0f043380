// Replaces React Router's scripts in each prerendered page with a starter for
// its islands (app/islands). The built site has no client-side router: React
// Router's bootstrap, its route modules and its context are removed, and a
// small classic script, once the page has loaded and painted, adds a module
// that fetches the chunks of app/entry.client.tsx (in parallel), evaluates
// them one per task, and starts the entry: the fade-ins and the islands'
// scheduler, a few KB without React. Each island fetches its own code, and
// the first one Preact (decision 0005), when it comes near the screen (or, for one that
// works without it, on first use): app/islands/schedule.ts.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;
const ROUTER_SCRIPT =
  /<script(?: type="module" async="")?>(?:(?!<\/script>)[\s\S])*?__reactRouter(?:(?!<\/script>)[\s\S])*?<\/script>/g;
const ISLAND = /\bdata-island="([A-Za-z]+)"/g;
const ENTRY_SOURCE = "app/entry.client.tsx";
// `MobileMenu: () => import(...)` in the registry.
const REGISTRY_ENTRY = /^\s*(\w+): \(\) => import\(/gm;

/**
 * The inline starter: a classic script (allowed by its CSP hash) that adds the boot module once the
 * page has loaded and its first content is on screen. Code started before that delays the first
 * paint on a slow phone (measured: the first frame reached the screen only after the islands'
 * chunks had been evaluated). Without paint timing it waits for load only; never more than 3 s.
 */
export const starter = (src) =>
  `<script>(function(){var started=false;function start(){if(started)return;started=true;var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.body.appendChild(s)}` +
  `var painted=new Promise(function(done){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return done();` +
  `new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}}).observe({type:"paint",buffered:true})});` +
  `addEventListener("load",function(){painted.then(function(){setTimeout(start)});setTimeout(start,3000)})})()</script>`;

/** The island names the registry (app/islands/registry.ts) knows. */
export function islandNames(registryCode) {
  return new Set([...registryCode.matchAll(REGISTRY_ENTRY)].map(([, name]) => name));
}

/** Output files of `keys` and of everything they statically import, dependencies first, each once. */
export function chunkOrder(manifest, keys) {
  const order = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`islands-boot: ${key} is not in the Vite manifest`);
    (chunk.imports ?? []).forEach(visit);
    order.push(`/${chunk.file}`);
  };
  keys.forEach(visit);
  return order;
}

/** The boot module: the same for every page. */
export function bootModule(manifest) {
  const steps = chunkOrder(manifest, [ENTRY_SOURCE]);
  return [
    `const steps = ${JSON.stringify(steps)};`,
    `for (const href of steps) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `for (const href of steps.slice(0, -1)) { await import(href); await new Promise((resolve) => setTimeout(resolve)); }`,
    `import(${JSON.stringify(steps.at(-1))});`,
  ].join("\n");
}

/** The page without React Router's scripts, with the starter of the boot module `file`. */
export function bootPage(html, names, file) {
  for (const [, name] of html.matchAll(ISLAND)) {
    if (!names.has(name))
      throw new Error(`islands-boot: the page holds an island "${name}" that the registry does not list`);
  }
  const stripped = html.replace(MODULE_PRELOAD, "").replace(ROUTER_SCRIPT, "");
  if (stripped.includes("__reactRouter")) throw new Error("islands-boot: a React Router script was left in the page");
  return stripped.replace("</body>", () => `${starter(`/assets/${file}`)}</body>`);
}

export async function islandsBoot(clientDir) {
  const viteDir = path.join(clientDir, ".vite");
  const manifest = JSON.parse(await readFile(path.join(viteDir, "manifest.json"), "utf8"));
  const names = islandNames(readFileSync("app/islands/registry.ts", "utf8"));
  const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  const code = bootModule(manifest);
  const boot = `boot-${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`;
  await writeFile(path.join(clientDir, "assets", boot), `${code}\n`);
  for (const page of pages) {
    const file = path.join(clientDir, page);
    await writeFile(file, bootPage(await readFile(file, "utf8"), names, boot));
  }
  // The manifest was only for this step: it is not part of the site.
  await rm(viteDir, { recursive: true });
  console.log(`islands-boot: ${pages.length} pages start their islands after load`);
}
