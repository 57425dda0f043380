import { createContext, useContext } from "react";
import { Scripts } from "react-router";
import { bootScriptSrc } from "virtual:islands-boot";
import { islandsStarter } from "./starter";

/**
 * True while prerendering a page of the built site (set by app/entry.server.tsx). The dev server
 * and React Router's SPA fallback, which its build requires and scripts/build-steps/postbuild.mjs deletes, keep
 * React Router's scripts.
 */
export const IslandsOnlyPage = createContext(false);

/**
 * The scripts at the end of every page. A built page has no client-side router, only islands
 * (docs/islands.md): instead of React Router's scripts it carries the starter of the boot module
 * that vite/islandsBoot.ts wrote beside the browser build's chunks.
 */
export function PageScripts() {
  if (!useContext(IslandsOnlyPage)) return <Scripts />;
  if (!bootScriptSrc) throw new Error("PageScripts: the browser build's boot module is unknown");
  return <script dangerouslySetInnerHTML={{ __html: islandsStarter(bootScriptSrc) }} />;
}
