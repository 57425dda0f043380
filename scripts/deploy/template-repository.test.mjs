// The one command that names the template's public repository: it writes the address into both
// Deploy buttons and package.json, refuses anything else, and the build says so while it is unset.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DEPLOY_BUTTON_LINKS,
  PLACEHOLDER_TEMPLATE_URL,
  placeholderNote,
  templateRepository,
  withTemplateRepository,
} from "./template-repository.mjs";

const files = { readme: readFileSync("README.md", "utf8"), packageJson: readFileSync("package.json", "utf8") };

describe("npm run set-template-repository", () => {
  it("writes the address into both Deploy buttons and package.json, and nothing else", () => {
    const written = withTemplateRepository(files, "https://github.com/acme-fences/fence-site.git");
    expect(written.address).toBe("https://github.com/acme-fences/fence-site");
    for (const link of Object.values(DEPLOY_BUTTON_LINKS)) {
      expect(written.readme.match(link)?.[2]).toBe("https://github.com/acme-fences/fence-site");
    }
    expect(templateRepository(written.packageJson)).toBe("https://github.com/acme-fences/fence-site");
    // Every other line of the README and every other field of package.json stay as they were.
    const others = (text) => text.split("\n").filter((line) => !/deploy/i.test(line));
    expect(others(written.readme)).toEqual(others(files.readme));
    const { repository: _, ...rest } = JSON.parse(written.packageJson);
    const { repository: __, ...before } = JSON.parse(files.packageJson);
    expect(rest).toEqual(before);
  });

  it("refuses what is not a GitHub repository, saying what to type", () => {
    expect(() => withTemplateRepository(files, "https://gitlab.com/acme/site")).toThrow(
      /https:\/\/github\.com\/<account>\/<repository>/,
    );
    expect(() => withTemplateRepository(files, "acme")).toThrow(/not a GitHub repository/);
  });

  it("the build names the command while the placeholder is there, and says nothing once it is set", () => {
    expect(placeholderNote(PLACEHOLDER_TEMPLATE_URL)).toContain("npm run set-template-repository");
    expect(placeholderNote("https://github.com/acme-fences/fence-site")).toBeNull();
  });
});
