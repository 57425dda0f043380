// The app's content facts the build scripts need, in one module so they load through Vite's runner once.
import { loadContent } from "../../app/content/load";
import { sampleDetails as sampleDetailsOf } from "../../app/content/sample";

export const siteContent = loadContent();
export const sampleDetails = sampleDetailsOf(siteContent);
