// How the site goes online from the editor (decision 0012): a Save commits with a marker the hosts
// skip, and Publish Changes sends one event, on which .github/workflows/publish.yml makes the one
// commit they deploy. Read by that workflow's test and the editor's tests.

/** The event type Sveltia CMS's Publish Changes sends (github/deployment.js triggerDeployment). */
export const PUBLISH_EVENT = "sveltia-cms-publish";

/** The workflow that turns PUBLISH_EVENT into one deploy. */
export const PUBLISH_WORKFLOW = ".github/workflows/publish.yml";

/**
 * A marker that keeps a host from deploying a commit, anywhere in its message, any case: what
 * Sveltia writes (`[skip ci]`), what Netlify skips (`[skip ci]`, `[skip netlify]`, and the words
 * reversed), what Cloudflare Pages skips (`[ci skip]`, `[skip-ci]`, `[cf-pages-skip]`) and GitHub
 * Actions (`[no ci]`, `[skip actions]`).
 */
export const SKIP_MARKER =
  /\[(?:skip[ -](?:ci|actions|netlify)|(?:ci|actions|netlify)[ -]skip|no[ -]ci|cf-pages-skip)\]/i;
