// Lets each prerendered page paint before its JavaScript competes for the
// network. React Router writes <link rel="modulepreload"> for every chunk and
// an inline module script that imports them at once: on a slow phone those
// ~120 KB download at high priority ahead of the first paint (Lighthouse
// mobile FCP 2.6-2.9 s measured). Here the preload hints are dropped and the
// bootstrap moves into a small file of its own, started once the page has
// loaded and painted. The page is fully readable and its links and forms work
// before that (they are plain HTML); hydration adds the interactive parts.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { bootInSteps } from "./boot-in-steps.mjs";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The inline starter: a classic script (allowed by its CSP hash) that adds the bootstrap after load. */
export const starter = (src) =>
  `<script>addEventListener("load",function(){requestAnimationFrame(function(){var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.body.appendChild(s)})})</script>`;

export function deferPage(html) {
  const match = html.match(BOOTSTRAP);
  if (!match) return null;
  const code = match[1].trim();
  const name = `boot-${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`;
  const src = `/assets/${name}`;
  const out = html.replace(MODULE_PRELOAD, "").replace(match[0], () => starter(src));
  return { html: out, file: name, code };
}

export async function deferHydration(clientDir) {
  const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const result = deferPage(await readFile(file, "utf8"));
    if (!result) throw new Error(`defer-hydration: no React Router bootstrap script in ${file}`);
    await writeFile(path.join(clientDir, "assets", result.file), `${bootInSteps(result.code, clientDir)}\n`);
    await writeFile(file, result.html);
  }
  console.log(`defer-hydration: ${pages.length} pages start their scripts after load`);
}
