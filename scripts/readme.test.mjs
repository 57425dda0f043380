// The README's Deploy buttons copy the repository named in package.json; its owner guides exist.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

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

  it("gives each host's free-plan figures with their source pages, before the developer commands", () => {
    const costs = readme.slice(readme.indexOf("## What it costs"), readme.indexOf("npm install && npm start"));
    for (const figure of ["300 credits a month", "costs 15", "3,000 build minutes", "free and unlimited"]) {
      expect(costs).toContain(figure);
    }
    expect(costs).toContain(
      "https://docs.netlify.com/manage/accounts-and-billing/billing/billing-for-credit-based-plans/how-credits-work/",
    );
    expect(costs).toContain("https://developers.cloudflare.com/workers/ci-cd/builds/limits-and-pricing/");
    expect(costs).toContain("https://developers.cloudflare.com/workers/static-assets/billing-and-limitations/");
  });

  it.each([
    ["docs/owner/sign-in-with-token.md", "Sign In Using Access Token"],
    ["docs/owner/deploy-to-cloudflare.md", "Deploy to Cloudflare"],
    ["docs/owner/publishing.md", "Publish Changes"],
    ["docs/owner/own-domain.md", "Website address"],
  ])("links the owner's guide %s, which exists", (guide, says) => {
    expect(readme).toContain(`(${guide})`);
    expect(readFileSync(guide, "utf8")).toContain(says);
  });
});
