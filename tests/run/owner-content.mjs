// An owner's content, made from the frozen sample (tests/fixtures/sample) as an owner makes it: every
// field of the README's step 3 replaced (company name, short name, phone, e-mail, website address,
// no social link, website credit, no review badge, no review), the region renamed (its towns in
// Tennessee), towns added (MORE_TOWNS), one question removed and others added (ADDED_QUESTIONS). The
// tests must pass on it as on the sample: npm test runs the unit and build tests on it
// (tests/run/owner-run.mjs), and the region build test builds it.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { contentDir, SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";

/** Under the project, so a build of it finds node_modules. */
export const OWNER_WORK_DIR = ".cache/owner";

/** The README's step-3 details, as an owner types them. */
export const OWNER = {
  name: "Ridgeway Fence & Gate LLC",
  shortName: "Ridgeway Fence",
  phone: { display: "(901) 384-2760", tel: "+19013842760" },
  email: "office@ridgewayfence.com",
  website: "https://www.ridgewayfence.com",
  designCredit: "Delta Web Works",
};

/** The sample's region and towns, and what each becomes. */
export const REGION_RENAMES = {
  DeSoto: "Shelby",
  "Olive Branch": "Collierville",
  Southaven: "Germantown",
  Hernando: "Bartlett",
  "Horn Lake": "Arlington",
  Byhalia: "Lakeland",
};
/** Any name of the sample's region: none is left in a renamed copy. */
export const SAMPLE_REGION = /desoto|olive branch/i;

/** Replaces every sample name in text, in the case it is written in ("DESOTO COUNTY" becomes "SHELBY COUNTY"). */
export function renameRegion(text) {
  // A picture's file name stays as uploaded (southaven-deck-1): the owner renames words, not files.
  return text
    .split("\n")
    .map((line) =>
      /^\s*(-\s*)?image:/.test(line)
        ? line
        : Object.entries(REGION_RENAMES).reduce(
            (renamed, [from, to]) =>
              renamed.replace(new RegExp(from, "gi"), (found) =>
                found === found.toUpperCase() ? to.toUpperCase() : to,
              ),
            line,
          ),
    )
    .join("\n");
}

/** The state of the renamed region's towns, as the owner types it over the sample's. */
const OWNER_STATE = "TN";
/**
 * Towns the owner serves beyond the renamed ones: one the map places by its name, one it does not
 * know (a part of Memphis), with the point the owner typed.
 */
const MORE_TOWNS = [
  { name: "Cordova", state: "TN", lat: 35.1556, lon: -89.7762 },
  { name: "Millington", state: "TN" },
];
/** The sample question the owner removes, and the ones the owner adds. */
const REMOVED_QUESTION = "repair";
const ADDED_QUESTIONS = [
  {
    id: "permits",
    question: "Do I need a permit for a new fence?",
    answer: "Often, yes. We check the rules of your town and pull the permit for you.",
  },
  {
    id: "property-line",
    question: "How do you find my property line?",
    answer: "We work from your survey; without one, we recommend a surveyor before we set any post.",
  },
  {
    id: "hoa",
    question: "Will my fence meet my HOA's rules?",
    answer: "Send us the rules and we will quote a fence that meets them, with drawings for your board.",
  },
  {
    id: "payment",
    question: "When do I pay?",
    answer: "A deposit when you sign, the rest once the fence is finished and you are happy with it.",
  },
];

/** Edits one YAML file in place, keeping its comments. */
function editYaml(file, edit) {
  const document = parseDocument(readFileSync(file, "utf8"));
  edit(document);
  writeFileSync(file, document.toString({ lineWidth: 0, flowCollectionPadding: false }));
}

/**
 * Writes the owner's content into `dir` (made afresh; default .cache/owner/content) and returns it:
 * the frozen sample's files, changed as above, and the pictures of the content in use.
 */
export function prepareOwnerContent(dir = path.join(OWNER_WORK_DIR, "content")) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const images = path.join(contentDir(), "images");
  if (existsSync(images)) cpSync(images, path.join(dir, "images"), { recursive: true });
  for (const name of readdirSync(SAMPLE_CONTENT_DIR).filter((file) => file.endsWith(".yml"))) {
    writeFileSync(path.join(dir, name), renameRegion(readFileSync(path.join(SAMPLE_CONTENT_DIR, name), "utf8")));
  }
  editYaml(path.join(dir, "business.yml"), (business) => {
    business.setIn(["business", "name"], OWNER.name);
    business.setIn(["business", "shortName"], OWNER.shortName);
    business.setIn(["business", "website"], OWNER.website);
    business.setIn(["contact", "phone"], OWNER.phone.display);
    business.setIn(["contact", "email"], OWNER.email);
    business.set("social", business.createNode([]));
    business.setIn(["footer", "designCredit", "name"], OWNER.designCredit);
    business.setIn(["badges", "reviews"], business.createNode([]));
    for (const town of business.get("serviceAreas").items)
      if (Object.values(REGION_RENAMES).includes(town.get("name"))) town.set("state", OWNER_STATE);
    for (const town of MORE_TOWNS) business.addIn(["serviceAreas"], business.createNode(town));
  });
  editYaml(path.join(dir, "reviews.yml"), (reviews) => reviews.set("reviews", reviews.createNode([])));
  editYaml(path.join(dir, "faq.yml"), (faq) => {
    const list = faq.get("faq");
    list.items = list.items.filter((item) => item.get("id") !== REMOVED_QUESTION);
    for (const question of ADDED_QUESTIONS) list.add(faq.createNode(question));
  });
  return dir;
}
