// The app's facts the build scripts need, in one module so they load through Vite's runner once.
import { loadContent } from "../../app/content/load";

export const siteContent = loadContent();
export { publicPages } from "../../app/routes-list";
export { socialImages } from "../../app/lib/social-images";
