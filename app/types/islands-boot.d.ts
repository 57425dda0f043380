/** Written by vite/islandsBoot.ts: the boot module's URL path while prerendering, else undefined. */
declare module "virtual:islands-boot" {
  export const bootScriptSrc: string | undefined;
}
