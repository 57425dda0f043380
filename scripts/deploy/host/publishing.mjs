// How the site goes online from the editor (decision 0012): a Save commits with a marker the hosts
// skip, and Publish Changes sends one event, on which the publish workflow makes the one commit
// they deploy. The workflow's text ships at PUBLISH_WORKFLOW_TEXT; the owner connects it at
// PUBLISH_WORKFLOW with one link from the editor (decision 0017). Read by the build, that
// workflow's test and the editor's tests.

/** The event type Sveltia CMS's Publish Changes sends (github/deployment.js triggerDeployment). */
export const PUBLISH_EVENT = "sveltia-cms-publish";

/** Where GitHub runs the workflow that turns PUBLISH_EVENT into one deploy, in the owner's repository. */
export const PUBLISH_WORKFLOW = ".github/workflows/publish.yml";

/**
 * The workflow's text, the one copy the project ships: outside .github/ so that a Deploy button's
 * copy never has to write a workflow file (decision 0017). The editor's Connect Publish Changes
 * link carries exactly this text to PUBLISH_WORKFLOW.
 */
export const PUBLISH_WORKFLOW_TEXT = "deploy/publish-workflow.yml";

/**
 * A marker that keeps a host from deploying a commit, anywhere in its message, any case: what
 * Sveltia writes (`[skip ci]`), what Netlify skips (`[skip ci]`, `[skip netlify]`, and the words
 * reversed), what Cloudflare Pages skips (`[ci skip]`, `[skip-ci]`, `[cf-pages-skip]`) and GitHub
 * Actions (`[no ci]`, `[skip actions]`).
 */
export const SKIP_MARKER =
  /\[(?:skip[ -](?:ci|actions|netlify)|(?:ci|actions|netlify)[ -]skip|no[ -]ci|cf-pages-skip)\]/i;
