// The cases the editor at /admin accepts, since its checks see one field at a time, but the
// schema refuses: the build resolves each in the fields as read, before validation, and names it
// in a note the owner reads (build log, and the editor's screen: docs/decisions/0016). Whatever the
// editor can save, the site then builds and publishes.
import { fileOfField, type ContentFileName } from "./files.ts";
import { titleKey } from "../projectPages.mjs";

/** A case the build resolved: where (file and field path, as the editor's labels read it) and what it did. */
export interface ContentFix {
  file: ContentFileName;
  path: (string | number)[];
  /** What the site shows instead, as the owner reads it ("shown as closed all day"). */
  note: string;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Changes `fields` in place and returns what it changed. */
export function resolveCrossFieldCases(fields: Fields): ContentFix[] {
  const fixes: ContentFix[] = [];
  const fix = (path: (string | number)[], note: string) => {
    const file = fileOfField(String(path[0]));
    if (file) fixes.push({ file, path, note });
  };

  // An hours row with neither both times nor "Closed all day" ticked: closed is the one reading
  // that promises no hours the owner did not give.
  const contact = fields["contact"];
  if (isRecord(contact) && Array.isArray(contact["hours"])) {
    contact["hours"].forEach((row: unknown, i) => {
      if (!isRecord(row) || row["closed"] === true) return;
      const hasTimes = typeof row["opens"] === "string" && typeof row["closes"] === "string";
      if (hasTimes && row["opens"] !== "" && row["closes"] !== "") return;
      delete row["opens"];
      delete row["closes"];
      row["closed"] = true;
      fix(["contact", "hours", i], "has no opening and closing times, so it is shown as closed all day");
    });
  }

  // The shortest installation time above the longest: the two were typed the wrong way round.
  const business = fields["business"];
  const days = isRecord(business) ? business["typicalInstallDays"] : undefined;
  if (
    isRecord(days) &&
    typeof days["min"] === "number" &&
    typeof days["max"] === "number" &&
    days["min"] > days["max"]
  ) {
    [days["min"], days["max"]] = [days["max"], days["min"]];
    fix(
      ["business", "typicalInstallDays"],
      `"At least" was more than "At most", so the site shows ${String(days["min"])} to ${String(days["max"])} days`,
    );
  }

  // A town's map point needs both numbers: one alone is left out, and the map places the town by
  // its name (townPoints.ts).
  const areas = fields["serviceAreas"];
  if (Array.isArray(areas)) {
    areas.forEach((area: unknown, i) => {
      if (!isRecord(area)) return;
      const given = (key: string) => typeof area[key] === "number";
      if (given("lat") === given("lon")) return;
      delete area["lat"];
      delete area["lon"];
      fix(
        ["serviceAreas", i],
        "has a latitude without a longitude or the reverse, so both are left out and the map places the town by its name",
      );
    });
  }

  // A repeated id would give two sections one address; a file listed twice, one photo two entries.
  // The first keeps its place and the later one is left out.
  dropRepeats(fields, ["services"], "id", fix, (value) => `repeats the section name ${value}, so it is left out`);
  dropRepeats(fields, ["faq"], "id", fix, (value) => `repeats the topic name ${value}, so it is left out`);
  dropRepeats(
    fields,
    ["gallery", "photos"],
    "file",
    fix,
    (value) => `lists the photo ${value} a second time, so this entry is left out`,
  );

  // A photo of a kind of work no longer offered (its service removed or renamed on the Services
  // screen): shown under All Projects only, as a photo without a kind.
  const services = fields["services"];
  const gallery = fields["gallery"];
  const offered = new Set(
    Array.isArray(services) ? services.map((s: unknown) => (isRecord(s) ? s["id"] : undefined)) : [],
  );
  if (Array.isArray(services) && isRecord(gallery) && Array.isArray(gallery["photos"])) {
    gallery["photos"].forEach((photo: unknown, i) => {
      if (!isRecord(photo) || typeof photo["type"] !== "string" || photo["type"] === "") return;
      if (offered.has(photo["type"])) return;
      fix(
        ["gallery", "photos", i, "type"],
        `names ${photo["type"]}, which is not among your services, so the photo shows under All Projects only`,
      );
      delete photo["type"];
    });
  }
  // A review about a kind of work no longer offered: kept, without naming that work.
  const reviews = fields["reviews"];
  if (Array.isArray(services) && Array.isArray(reviews)) {
    reviews.forEach((review: unknown, i) => {
      if (!isRecord(review) || typeof review["offering"] !== "string" || review["offering"] === "") return;
      if (offered.has(review["offering"])) return;
      fix(
        ["reviews", i, "offering"],
        `names ${review["offering"]}, which is not among your services, so the review names no kind of work`,
      );
      delete review["offering"];
    });
  }
  // A review about a project no longer on the Projects screen (renamed or removed; a missing
  // Projects file holds none): kept, without naming a project.
  const projects = fields["projects"];
  const titles = new Set(
    Array.isArray(projects)
      ? projects.flatMap((p: unknown) => (isRecord(p) && typeof p["title"] === "string" ? [titleKey(p["title"])] : []))
      : [],
  );
  if (Array.isArray(reviews)) {
    reviews.forEach((review: unknown, i) => {
      if (!isRecord(review) || typeof review["project"] !== "string" || review["project"].trim() === "") return;
      if (titles.has(titleKey(review["project"]))) return;
      fix(
        ["reviews", i, "project"],
        `names the project ${review["project"]}, which is not on the Projects screen (renamed or removed), so the review names no project: choose it again`,
      );
      delete review["project"];
    });
  }
  // A project's work no longer offered: the project stays, without that work (and its page's link).
  if (Array.isArray(services) && Array.isArray(projects)) {
    projects.forEach((project: unknown, i) => {
      if (!isRecord(project) || !Array.isArray(project["offerings"])) return;
      project["offerings"] = project["offerings"].filter((id: unknown, j) => {
        if (typeof id !== "string" || offered.has(id)) return true;
        fix(["projects", i, "offerings", j], `names ${id}, which is not among your services, so it is left out`);
        return false;
      });
    });
  }

  // A question on the page of a service that has no page (no description) or is no longer offered:
  // that name is passed over, and a question that names no page left shows on the Fences page.
  const faq = fields["faq"];
  const withPage = new Set(
    Array.isArray(services)
      ? services.flatMap((s: unknown) =>
          isRecord(s) && typeof s["description"] === "string" && s["description"].trim() ? [s["id"]] : [],
        )
      : [],
  );
  if (Array.isArray(faq)) {
    faq.forEach((item: unknown, i) => {
      if (!isRecord(item) || !Array.isArray(item["offerings"])) return;
      const named = item["offerings"] as unknown[];
      const kept = named.filter((id) => withPage.has(id));
      for (const id of named.filter((id) => !withPage.has(id)))
        fix(
          ["faq", i, "offerings"],
          `names ${String(id)}, which has no page of its own (a service with a description has one), so it is passed over`,
        );
      item["offerings"] = kept;
    });
  }
  return fixes;
}

/** Leaves out each item of the list at `path` whose `key` repeats an earlier item's. */
function dropRepeats(
  fields: Fields,
  path: string[],
  key: string,
  fix: (path: (string | number)[], note: string) => void,
  note: (value: string) => string,
) {
  const parent = path.slice(0, -1).reduce<unknown>((node, step) => (isRecord(node) ? node[step] : undefined), fields);
  const holder = path.length === 1 ? fields : parent;
  const last = path[path.length - 1]!;
  if (!isRecord(holder) || !Array.isArray(holder[last])) return;
  const seen = new Set<unknown>();
  holder[last] = holder[last].filter((item: unknown, i: number) => {
    const value = isRecord(item) ? item[key] : undefined;
    if (typeof value !== "string" || !seen.has(value)) {
      seen.add(value);
      return true;
    }
    fix([...path, i], note(value));
    return false;
  });
}
