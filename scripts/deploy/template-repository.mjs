// The public repository this template is published from: what the README's Deploy buttons copy
// into each new owner's account, kept in package.json (`repository.url`) and in the two buttons.
// Whoever publishes the template runs, once, from the project's folder:
//   npm run set-template-repository -- https://github.com/<account>/<repository>
// and commits package.json and README.md. While the shipped placeholder is there, the build says so.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { githubRepository, PLACEHOLDER_REPO } from "./host/environment.mjs";

/** The address the template ships with, until its publisher sets theirs. */
export const PLACEHOLDER_TEMPLATE_URL = `https://github.com/${PLACEHOLDER_REPO}`;

/** Each Deploy button's link in the README, the repository's address as its one group. */
export const DEPLOY_BUTTON_LINKS = /** @type {const} */ ({
  Cloudflare: /(\(https:\/\/deploy\.workers\.cloudflare\.com\/\?url=)([^)\s]+)(\))/,
  Netlify: /(\(https:\/\/app\.netlify\.com\/start\/deploy\?repository=)([^)\s]+)(\))/,
});

/** The repository package.json names (what the buttons must copy). */
export const templateRepository = (packageJson = readFileSync("package.json", "utf8")) =>
  /** @type {{ repository?: { url?: string } }} */ (JSON.parse(packageJson)).repository?.url ?? "";

/**
 * The README and package.json with `url` written into both Deploy buttons and `repository.url`.
 * Throws, naming what to type, for anything but a public GitHub repository's address.
 * @param {{ readme: string, packageJson: string }} files
 * @param {string} url
 */
export function withTemplateRepository({ readme, packageJson }, url) {
  const repository = githubRepository(url);
  if (!repository) {
    throw new Error(
      `"${url}" is not a GitHub repository's address: type it as https://github.com/<account>/<repository>`,
    );
  }
  const address = `https://github.com/${repository}`;
  let written = readme;
  for (const [host, link] of Object.entries(DEPLOY_BUTTON_LINKS)) {
    if (!link.test(written)) throw new Error(`README.md: no Deploy to ${host} button to write the address into`);
    written = written.replace(link, (_, start, _old, end) => `${start}${address}${end}`);
  }
  const pkg = JSON.parse(packageJson);
  pkg.repository = { ...pkg.repository, type: "git", url: address };
  return { readme: written, packageJson: `${JSON.stringify(pkg, null, 2)}\n`, address };
}

/** The build's line while the template still names the placeholder; null once it names a repository. */
export function placeholderNote(url = templateRepository()) {
  return url === PLACEHOLDER_TEMPLATE_URL
    ? `README: the Deploy buttons still copy ${PLACEHOLDER_TEMPLATE_URL}. Whoever publishes this template runs \`npm run set-template-repository -- https://github.com/<account>/<repository>\` once and commits README.md and package.json (docs/developing.md).`
    : null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const url = process.argv[2];
  if (!url) {
    console.error("Usage: npm run set-template-repository -- https://github.com/<account>/<repository>");
    process.exit(1);
  }
  try {
    const files = { readme: readFileSync("README.md", "utf8"), packageJson: readFileSync("package.json", "utf8") };
    const written = withTemplateRepository(files, url);
    writeFileSync("README.md", written.readme);
    writeFileSync("package.json", written.packageJson);
    console.log(`The Deploy buttons and package.json now name ${written.address}: commit README.md and package.json.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
