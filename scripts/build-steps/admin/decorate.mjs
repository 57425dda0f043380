// What the build adds to the editor's configuration object for this copy of the site: on each
// screen, the sample details still on it (with a tick list to confirm the ones that are truly the
// owner's) and the cases the build resolved (decision 0016); and whether Save waits for Publish
// Changes, which depends on the publish workflow being in the repository (decision 0017).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ALL_ON_THIS_SCREEN, EVERY_PROMISE_IN, KEPT_SAMPLES_FIELD } from "../../../app/content/keptSamples.mjs";
import { fieldLabel } from "../../../app/content/editorLabels.mjs";
import { fixLine, REPEATS_HEADING, sampleDetailLine } from "../setup/notes.mjs";
import { PUBLISH_EVENT, PUBLISH_WORKFLOW, PUBLISH_WORKFLOW_TEXT } from "../../deploy/host/publishing.mjs";

/** The tick that confirms every wording of a screen at once (not its facts). */
export const EVERY_WORDING_LABEL = "Every wording in this list (not an address, town, hours, figure, price or promise)";

/** What Sveltia CMS puts before a commit message with backend.skip_ci, and our deletion templates carry themselves. */
const SKIP_PREFIX = "[skip ci] ";
/** What a production deploy costs on Netlify's free plan, of its monthly credits (decision 0012). */
const NETLIFY_DEPLOY_CREDITS = "15 of its 300 monthly credits";

/** True when the repository at `root` holds the publish workflow where GitHub runs it. */
export function repositoryHoldsPublishWorkflow(root = ".") {
  const file = path.join(root, PUBLISH_WORKFLOW);
  return existsSync(file) && readFileSync(file, "utf8").includes(PUBLISH_EVENT);
}

/** The workflow's text, as shipped (deploy/publish-workflow.yml). */
export const publishWorkflowText = (root = ".") => readFileSync(path.join(root, PUBLISH_WORKFLOW_TEXT), "utf8");

/**
 * GitHub's "new file" page for the repository's branch, filled with the workflow's place and text:
 * the owner clicks Commit changes (twice: the page, then its dialog) and Publish Changes works.
 * @param {string} repo "owner/repository"
 * @param {string} branch
 * @param {string} text the workflow's exact text
 */
export function connectPublishUrl(repo, branch, text) {
  // Parentheses too: the link is also written in Markdown, where ")" would end it.
  const value = encodeURIComponent(text).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `https://github.com/${repo}/new/${encodeURIComponent(branch)}?filename=${PUBLISH_WORKFLOW}&value=${value}`;
}

/** The owner-facing words of the connect step (Markdown, as Sveltia shows a field's comment). */
export function connectStepText(url) {
  return (
    `**First: connect Publish Changes.** [Connect Publish Changes on GitHub](${url}) opens the file it needs, ready: ` +
    "click **Commit changes...**, then **Commit changes** in the box that opens. Until then every **Save** goes online by " +
    `itself a few minutes later, and on Netlify each one costs ${NETLIFY_DEPLOY_CREDITS}.`
  );
}

/**
 * Sets Save and the deletion templates to wait for Publish Changes when the workflow is connected,
 * and to deploy at once when it is not (Publish Changes would send an event nothing answers).
 */
function switchSkipMarker(backend, holdsWorkflow) {
  backend.skip_ci = holdsWorkflow;
  const messages = backend.commit_messages ?? {};
  for (const kind of ["delete", "deleteMedia"]) {
    const message = messages[kind];
    if (typeof message !== "string") continue;
    const bare = message.startsWith(SKIP_PREFIX) ? message.slice(SKIP_PREFIX.length) : message;
    messages[kind] = holdsWorkflow ? `${SKIP_PREFIX}${bare}` : bare;
  }
}

/** Puts `text` before a field's comment (the note Sveltia shows under its name), on its own line. */
function prependComment(field, text) {
  field.comment = field.comment ? `${text}\\n\\n${field.comment}` : text;
}

/**
 * Until the workflow is connected, the note on Save and Publish Changes (the Contact group's
 * comment in app/content/schema.ts) says what Save does instead: it goes online by itself.
 */
function unpublishedSaveNote(screens) {
  for (const field of screens.flatMap((screen) => screen.fields ?? [])) {
    if (typeof field.comment !== "string") continue;
    field.comment = field.comment.replace(
      /Save keeps your changes[^.]*\.\s*Publish Changes[^.]*\./,
      "Save puts your change online by itself, a few minutes later, until Publish Changes is connected (the first note on this screen).",
    );
  }
}

/**
 * Opens each collapsed group (an object field) that holds a detail of the example still left
 * (`paths`: the details' field paths), so the owner sees at once what to act on without a click
 * per group; a group with nothing left stays closed. Lists keep their items collapsed.
 * @param {any[]} fields a screen's or a group's fields
 * @param {(string | number)[][]} paths the details' paths, list positions left out
 */
function openGroupsWithDetails(fields, paths) {
  for (const field of fields) {
    const inside = paths.filter((at) => at[0] === field.name).map((at) => at.slice(1));
    if (inside.length === 0 || field.widget !== "object") continue;
    if (field.collapsed === true) field.collapsed = false;
    openGroupsWithDetails(field.fields ?? [], inside);
  }
}

/** The words of the tick that confirms every promise of a page at once, before their number. */
export const promiseGroupLabel = (page) => `Every promise of the ${page} in this list`;

/**
 * The pages of the Pages screen with more than one promise to confirm (sampleValues.ts,
 * promiseGroup), in the order of the list, each with how many.
 * @param {{ promiseGroup?: string }[]} details
 */
function promiseGroups(details) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const { promiseGroup } of details)
    if (promiseGroup) counts.set(promiseGroup, (counts.get(promiseGroup) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([group, count]) => ({ group, count }));
}

/** The first field of a screen: where its notes show. */
const firstField = (screen) => (screen.fields ?? [])[0];

/**
 * Decorates the editor's configuration object in place and returns it.
 * @param {any} config the editor's configuration object, as generated from the schema (editorConfig in config.mjs)
 * @param {object} build
 * @param {{ details: any[], kept: any[], fixes: any[], repeats?: any[], business?: string[] }} build.setup the build's report
 *   (app/content/setup.ts), with the business as visitors read it for the first screen
 * @param {{ holds: boolean, url: string | null }} build.publish whether the repository holds the
 *   workflow, and the connect link where it does not (null where the repository is unknown)
 */
export function decorateEditorConfig(config, { setup, publish }) {
  switchSkipMarker((config.backend ??= {}), publish.holds);
  const screens = config.singletons ?? [];
  for (const screen of screens) {
    const file = String(screen.file ?? "").replace(/^content\//, "");
    const remaining = setup.details.filter((detail) => detail.file === file);
    // One tick per key: equal values in one list (two items of the same words) share their tick.
    const confirmable = [
      ...remaining.filter((detail) => detail.confirmable),
      ...setup.kept.filter((d) => d.file === file),
    ].filter((detail, i, all) => all.findIndex((other) => other.key === detail.key) === i);
    const fixes = setup.fixes.filter((fix) => fix.file === file);
    const repeats = (setup.repeats ?? []).filter((repeat) => repeat.file === file);
    openGroupsWithDetails(
      screen.fields ?? [],
      remaining.map((detail) => detail.path.filter((step) => typeof step === "string")),
    );
    // On its own screen a place reads without the screen's name ("Address: Olive Branch, MS 38654").
    const onScreen = (line) => line.replace(`${screen.label} › `, "");
    const mustGo = remaining.filter((detail) => !detail.confirmable);
    const notes = [];
    // The first screen opens with the business as visitors will read it: a wrong town or state shows at once.
    if (screen === screens[0] && setup.business?.length)
      notes.push(
        "**Your business as visitors will see it** (check the town, the state and the hours):",
        ...setup.business.map((line) => `• ${line}`),
      );
    if (mustGo.length > 0)
      notes.push(
        "**Replace these: they are the example company's** (until none is left the site stays out of search engines and says it is being set up):",
        ...mustGo.map((detail) => `• ${onScreen(sampleDetailLine(config, detail))}`),
      );
    const toConfirm = remaining.filter((detail) => detail.confirmable);
    if (toConfirm.length > 0)
      notes.push(
        `**${toConfirm.length} ${toConfirm.length === 1 ? "value is" : "values are"} still as the example company wrote ${toConfirm.length === 1 ? "it" : "them"}**: replace each in its field, or tick the ones that are truly yours under **These sample details are mine** at the end of this screen. The preview beside this form lists what is left as you type, before you save.`,
      );
    if (fixes.length > 0)
      notes.push(
        "**The site shows these differently from what is saved; change them to say what you mean:**",
        ...fixes.map((fix) => `• ${onScreen(fixLine(config, fix))}`),
      );
    if (repeats.length > 0)
      notes.push(`**${REPEATS_HEADING}**`, ...repeats.map((repeat) => `• ${onScreen(fixLine(config, repeat))}`));
    // The notes open the screen; the ticks close it, after the fields they are about, so the fields
    // an owner changes most (the phone number) stay at the top.
    if (notes.length > 0 && firstField(screen)) prependComment(firstField(screen), notes.join("\\n"));
    if (confirmable.length > 0)
      screen.fields = [
        ...(screen.fields ?? []),
        {
          name: KEPT_SAMPLES_FIELD,
          label: "These sample details are mine",
          widget: "select",
          multiple: true,
          required: false,
          // Always ticks, never a drop-down: the owner sees every detail at once.
          dropdown_threshold: 1000,
          options: [
            ...confirmable.map((detail) => ({ label: onScreen(sampleDetailLine(config, detail)), value: detail.key })),
            // A page's promises together, where it has more than one: each is listed above with its own tick.
            ...promiseGroups(confirmable).map(({ group, count }) => ({
              label: `${promiseGroupLabel(onScreen(fieldLabel(config, file, group.split("."))))} (${count})`,
              value: `${EVERY_PROMISE_IN}${group}`,
            })),
            // The bulk tick confirms wording only: an address, a town, the hours, a figure, a price
            // or a promise left as the example company's needs its own tick (setup.ts, FACTS).
            ...(confirmable.filter((detail) => !detail.fact).length > 1
              ? [{ label: EVERY_WORDING_LABEL, value: ALL_ON_THIS_SCREEN }]
              : []),
          ],
          hint: "Tick a detail only if it is right for your business as it stands (your town, an answer you agree with), then Save. An address, a town, opening hours, a figure, a price or a promise is confirmed only by its own tick.",
        },
      ];
  }
  if (!publish.holds) unpublishedSaveNote(screens);
  if (!publish.holds && screens[0] && firstField(screens[0])) {
    const text = publish.url
      ? connectStepText(publish.url)
      : `**First: connect Publish Changes.** In your repository on GitHub, add the file ${PUBLISH_WORKFLOW} with the text of ${PUBLISH_WORKFLOW_TEXT}. Until then every **Save** goes online by itself a few minutes later, and on Netlify each one costs ${NETLIFY_DEPLOY_CREDITS}.`;
    prependComment(firstField(screens[0]), text);
  }
  return config;
}
