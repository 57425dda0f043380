// Facts the README states, checked: the Deploy buttons copy the repository named in package.json,
// with each host's costs and sources; the owner's guides exist; the developer commands stay in the opening lines; the owner's steps name every
// sample detail the build keeps the site out of search engines for; every link leads to a file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fieldLabel, LABEL_SEPARATOR } from "../../app/content/editor.ts";
import { fileOfField } from "../../app/content/files.ts";
import { stages } from "../run/test-stages.mjs";

const readme = readFileSync("README.md", "utf8");
const { repository } = JSON.parse(readFileSync("package.json", "utf8"));

describe("the README's Deploy buttons", () => {
  it.each([
    ["Netlify", /\(https:\/\/app\.netlify\.com\/start\/deploy\?repository=([^)\s]+)\)/],
    ["Cloudflare", /\(https:\/\/deploy\.workers\.cloudflare\.com\/\?url=([^)\s]+)\)/],
  ])(
    "Deploy to %s deploys the repository package.json names, and comes before the developer commands",
    (_host, link) => {
      const button = readme.match(link);
      expect(button?.[1]).toBe(repository.url);
      expect(readme.indexOf(button[0])).toBeLessThan(readme.indexOf("npm install && npm start"));
    },
  );

  it("gives each host's free-plan figures with their source pages, and names the pause in the owner's steps", () => {
    const costs = readme.slice(readme.indexOf("## What it costs"));
    for (const figure of ["300 credits a month", "costs 15", "3,000 build minutes", "free and unlimited"]) {
      expect(costs).toContain(figure);
    }
    expect(costs).toContain(
      "https://docs.netlify.com/manage/accounts-and-billing/billing/billing-for-credit-based-plans/how-credits-work/",
    );
    expect(costs).toContain("https://developers.cloudflare.com/workers/ci-cd/builds/limits-and-pricing/");
    expect(costs).toContain("https://developers.cloudflare.com/workers/static-assets/billing-and-limitations/");
    const steps = readme.slice(readme.indexOf("## Your own site"), readme.indexOf("## For developers"));
    expect(steps).toContain("300 credits");
    expect(steps).toContain("(#what-it-costs)");
  });

  it.each([
    ["docs/owner/sign-in-with-token.md", "Sign In Using Access Token"],
    ["docs/owner/deploy-to-cloudflare.md", "Deploy to Cloudflare"],
    ["docs/owner/deploy-to-netlify.md", "Deploy to Netlify"],
    ["docs/owner/publishing.md", "Publish Changes"],
    ["docs/owner/own-domain.md", "Website address"],
  ])("links the owner's guide %s, which exists", (guide, says) => {
    expect(readme).toContain(`(${guide})`);
    expect(readFileSync(guide, "utf8")).toContain(says);
  });
});

describe("the README", () => {
  it("gives `npm install && npm start` and `npm test` in its first 40 lines, after the owner's steps", () => {
    const opening = readme.split("\n").slice(0, 40).join("\n");
    expect(opening).toMatch(/^npm install && npm start\b/m);
    expect(opening).toMatch(/^npm test\b/m);
    expect(readme.indexOf("## Your own site")).toBeLessThan(readme.indexOf("npm install && npm start"));
  });

  it("names, in the owner's steps, the editor's box for every sample detail that keeps the site out of search engines", () => {
    // The fields app/content/sample.ts checks, by their place in the content files.
    const sampleFields = [
      ["business", "name"],
      ["business", "shortName"],
      ["contact", "phone"],
      ["contact", "email"],
      ["social"],
      ["footer", "designCredit"],
      ["badges", "reviews"],
      ["reviews", 0, "sample"],
    ];
    const steps = readme.slice(readme.indexOf("## Your own site"), readme.indexOf("## For developers"));
    for (const field of sampleFields) {
      const label = fieldLabel(fileOfField(field[0]), field).split(LABEL_SEPARATOR).at(-1);
      expect(steps, field.join(".")).toContain(`**${label.replace(/ \(.*\)$/, "")}**`);
    }
  });

  it("runs the typecheck, lint and format check in `npm test`, before the tests", () => {
    const at = (name) => stages.findIndex((stage) => stage.name === name);
    const firstTest = Math.min(
      at("unit tests"),
      ...stages.filter((stage) => stage.browser).map((stage) => at(stage.name)),
    );
    for (const check of ["typecheck", "lint", "format check"]) {
      expect(at(check), check).toBeGreaterThanOrEqual(0);
      expect(at(check), check).toBeLessThan(firstTest);
    }
  });

  it("links only to files that exist, as do the documents in docs/", () => {
    const documents = [
      "README.md",
      ...["docs", "docs/owner"].flatMap((dir) =>
        readdirSync(dir)
          .filter((name) => name.endsWith(".md"))
          .map((name) => path.join(dir, name)),
      ),
    ];
    expect(documents.length).toBeGreaterThan(5);
    for (const document of documents) {
      const links = [...readFileSync(document, "utf8").matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
      for (const link of links.filter((target) => !/^(https?:|mailto:|#)/.test(target))) {
        expect(existsSync(path.join(path.dirname(document), link.replace(/#.*$/, ""))), `${document}: ${link}`).toBe(
          true,
        );
      }
    }
  });
});
