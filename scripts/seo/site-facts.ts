// The app's content facts the build scripts need, in one module so they load through Vite's runner once.
import { contentDir } from "../../app/content/dir.mjs";
import { setupReport } from "../../app/content/setup";

/** The content, the site's origin (`originOf` its website), the sample details left and the cases the build resolved. */
export const siteFacts = (originOf: (website: string) => string) => setupReport({ contentDir: contentDir(), originOf });
