// Replaces React Router's scripts in each prerendered page with a starter for
// its islands (app/islands). The built site has no client-side router: React
// Router's bootstrap, its route modules and its context are removed, and a
// small classic script, once the page has loaded and painted, adds a module
// that fetches exactly the chunks this page's islands need (in parallel),
// then evaluates the shared ones one per task, so no single task is long on a
// slow phone, and finally starts app/entry.client.tsx.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;
const ROUTER_SCRIPT =
  /<script(?: type="module" async="")?>(?:(?!<\/script>)[\s\S])*?__reactRouter(?:(?!<\/script>)[\s\S])*?<\/script>/g;
const ISLAND_TAG = /<div[^>]*?\bdata-island="([A-Za-z]+)"[^>]*>/g;
const ENTRY_SOURCE = "app/entry.client.tsx";
// `MobileMenu: () => import("~/components/layout/MobileMenu")` in the registry.
const REGISTRY_ENTRY = /^\s*(\w+): \(\) => import\("~\/([^"]+)"\)/gm;

/** The inline starter: a classic script (allowed by its CSP hash) that adds the boot module after load. */
export const starter = (src) =>
  `<script>addEventListener("load",function(){requestAnimationFrame(function(){var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.body.appendChild(s)})})</script>`;

/** Island name -> its source file, read from the registry (app/islands/registry.ts). */
export function islandSources(registryCode) {
  const sources = new Map();
  for (const [, name, file] of registryCode.matchAll(REGISTRY_ENTRY)) sources.set(name, `app/${file}.tsx`);
  return sources;
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

/** The boot module of a page holding `islands`. */
export function bootModule(manifest, sources, islands) {
  const entrySteps = chunkOrder(manifest, [ENTRY_SOURCE]);
  const islandKeys = islands.map((name) => {
    const source = sources.get(name);
    if (!source) throw new Error(`islands-boot: the page holds an island "${name}" that the registry does not list`);
    return source;
  });
  const preload = [...new Set([...entrySteps, ...chunkOrder(manifest, islandKeys)])];
  const entry = entrySteps.at(-1);
  return [
    `const preload = ${JSON.stringify(preload)};`,
    `for (const href of preload) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `for (const href of ${JSON.stringify(entrySteps.slice(0, -1))}) { await import(href); await new Promise((resolve) => setTimeout(resolve)); }`,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
}

/** The page without React Router's scripts, with the starter of its boot module. */
export function bootPage(html, manifest, sources) {
  // Islands that wait until they come near the screen fetch their code then, not with the page.
  const islands = [
    ...new Set(
      [...html.matchAll(ISLAND_TAG)].filter(([tag]) => !tag.includes('data-island-load="visible"')).map((m) => m[1]),
    ),
  ];
  const code = bootModule(manifest, sources, islands);
  const file = `boot-${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`;
  const stripped = html.replace(MODULE_PRELOAD, "").replace(ROUTER_SCRIPT, "");
  if (stripped.includes("__reactRouter")) throw new Error("islands-boot: a React Router script was left in the page");
  return { html: stripped.replace("</body>", () => `${starter(`/assets/${file}`)}</body>`), file, code };
}

export async function islandsBoot(clientDir) {
  const viteDir = path.join(clientDir, ".vite");
  const manifest = JSON.parse(await readFile(path.join(viteDir, "manifest.json"), "utf8"));
  const sources = islandSources(readFileSync("app/islands/registry.ts", "utf8"));
  const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const result = bootPage(await readFile(file, "utf8"), manifest, sources);
    await writeFile(path.join(clientDir, "assets", result.file), `${result.code}\n`);
    await writeFile(file, result.html);
  }
  // The manifest was only for this step: it is not part of the site.
  await rm(viteDir, { recursive: true });
  console.log(`islands-boot: ${pages.length} pages start their islands after load`);
}
