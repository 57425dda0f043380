// Production build: the React Router prerender, then the steps that turn its
// output into a static folder any host can serve (see scripts/build-steps/postbuild.mjs).
import { spawnSync } from "node:child_process";
import { postbuild } from "./postbuild.mjs";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, ["scripts/build-steps/images/run.mjs"]); // responsive pictures into public/img and app/generated/images.ts
run(process.execPath, ["scripts/build-steps/fonts/run.mjs"]); // font subsets into app/generated/fonts
run(process.execPath, ["scripts/build-steps/icons.mjs"]); // favicon and touch icon from the theme into public/
run(process.execPath, ["scripts/build-steps/og-images.mjs"]); // sharing pictures into public/og before Vite copies public/
run(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"]);
await postbuild();
