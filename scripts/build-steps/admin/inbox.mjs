// The facts the site's own request inbox on Cloudflare reads while it runs (app/inboxFacts.mjs):
// written into the build beside the editor's settings, from them and from the content, only while
// the inbox is on. The repository is the one the build wrote to the editor's config.yml (its
// backend.repo), so the Worker lets in exactly who may save in the editor.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { INBOX_FACTS_PATH, inboxFacts } from "../../../app/inboxFacts.mjs";
import { importAppModule } from "../../lib/app-module.mjs";
import { ADMIN_CONFIG_FILE } from "./config.mjs";
import { fieldLabel } from "../../../app/content/editorLabels.mjs";

/**
 * Writes build/client/admin/inbox.json while forms.inbox is on (after the editor's config.yml);
 * removes it otherwise. Returns the facts written, or null.
 * @param {string} clientDir
 */
export async function writeInboxFacts(clientDir) {
  const file = path.join(clientDir, INBOX_FACTS_PATH);
  const { loadContent } = await importAppModule("/app/content/load.ts");
  const { forms, business, contact } = loadContent();
  if (!forms.inbox) {
    await rm(file, { force: true });
    return null;
  }
  const config = parse(await readFile(path.join(clientDir, ADMIN_CONFIG_FILE), "utf8"));
  const facts = inboxFacts({
    repository: config.backend.repo,
    keepDays: forms.keepDays,
    email: contact.email,
    review: {
      link: business.reviewLink ?? null,
      ...forms.reviewRequest,
      linkSetting: fieldLabel(config, "business.yml", ["business", "reviewLink"]),
    },
  });
  await writeFile(file, `${JSON.stringify(facts)}\n`);
  return facts;
}
