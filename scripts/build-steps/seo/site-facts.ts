// The app's content facts the build scripts need, in one module so they load through Vite's runner once.
import { contentDir } from "../../../app/content/dir.mjs";
import { FOUND_BY_THE_BUILD, setupReport, shippedSampleValues } from "../../../app/content/setup";

export { FOUND_BY_THE_BUILD, shippedSampleValues };
export { drawnProjectPhotos } from "../../../app/content/projectPhotos";

/** The content, the site's origin (`originOf` its website), the sample details left and the cases the build resolved. */
export const siteFacts = (originOf: (website: string) => string) => setupReport({ contentDir: contentDir(), originOf });
