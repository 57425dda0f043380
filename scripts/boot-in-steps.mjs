// Rewrites React Router's bootstrap so the page's modules are evaluated one
// chunk per task instead of all in one. A module graph reached by static
// imports is evaluated in a single task: here React, React Router, the route
// modules and their components took 55-90 ms at once on this machine, four
// times that on Lighthouse's slow phone, all of it blocking input. Instead:
// fetch every chunk in parallel (modulepreload), then import them one at a
// time, dependencies first, yielding to the browser between two.
import { readFileSync } from "node:fs";
import path from "node:path";

// `import x from "./a.js"`, `import{a as b}from"./a.js"`, `import "./a.js"`; never `import("./a.js")` (lazy).
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const BOOT_STATIC = /^import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";$/gm;

/** Every chunk `entry` statically depends on, dependencies before dependants, `entry` last. */
export function dependencyOrder(clientDir, entries) {
  const order = [];
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) {
      visit(spec.startsWith("/") ? spec : path.posix.join(path.posix.dirname(url), spec));
    }
    order.push(url);
  };
  entries.forEach(visit);
  return order;
}

/**
 * `code`: the bootstrap React Router writes (static imports of the manifest
 * and route modules, their namespaces stored on window, then a dynamic
 * import of the client entry). Returns the same program in steps.
 */
export function bootInSteps(code, clientDir) {
  const imports = [...code.matchAll(BOOT_STATIC)].map(([, name, url]) => ({ name, url }));
  const entry = code.match(/\bimport\("([^"]+)"\);?\s*$/)?.[1];
  if (!imports.length || !entry) throw new Error("boot-in-steps: unexpected React Router bootstrap:\n" + code);
  const order = dependencyOrder(clientDir, [...imports.map((i) => i.url), entry]);
  const body = code
    .replace(BOOT_STATIC, "")
    .replace(/\bimport\("([^"]+)"\);?\s*$/, "")
    .trim();
  const bindings = imports
    .filter((i) => i.name)
    .map((i) => `const ${i.name} = await import(${JSON.stringify(i.url)});`);
  return [
    `const chunks = ${JSON.stringify(order)};`,
    `for (const href of chunks) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `for (const href of chunks.slice(0, -1)) { await import(href); await new Promise((resolve) => setTimeout(resolve)); }`,
    ...bindings,
    body,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
}
