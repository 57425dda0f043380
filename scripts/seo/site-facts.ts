// The app's facts the build scripts need, in one module so they load through Vite's runner once.
import { loadContent } from "../../app/content/load";
import { sampleDetails as sampleDetailsOf } from "../../app/content/sample";

export const siteContent = loadContent();
export const sampleDetails = sampleDetailsOf(siteContent);
export { publicPages } from "../../app/routes-list";
export { socialImages } from "../../app/lib/social-images";
