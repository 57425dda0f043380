// The README's Deploy to Netlify button copies the repository named in package.json.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync("README.md", "utf8");
const { repository } = JSON.parse(readFileSync("package.json", "utf8"));

describe("the README's Deploy to Netlify button", () => {
  it("deploys the repository package.json names, and comes before the developer commands", () => {
    const button = readme.match(/\(https:\/\/app\.netlify\.com\/start\/deploy\?repository=([^)\s]+)\)/);
    expect(button?.[1]).toBe(repository.url);
    expect(readme.indexOf(button[0])).toBeLessThan(readme.indexOf("npm install && npm start"));
  });

  it("links the owner's guide to signing in with a token, which exists", () => {
    expect(readme).toContain("(docs/owner/sign-in-with-token.md)");
    expect(readFileSync("docs/owner/sign-in-with-token.md", "utf8")).toContain("Sign In Using Access Token");
  });
});
