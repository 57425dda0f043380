import type { SiteContent } from "./schema";

/**
 * The numbers a page text may name by field rather than by value, so each is typed once (in
 * business.yml): "installed in {installDays} days" reads "installed in 1 to 3 days".
 */
export const PLACEHOLDERS = ["installDays", "projectsCompleted"] as const;

/** A text with braces only around those names. */
export const PLACEHOLDER_PATTERN = `^[^{}]*(\\{(${PLACEHOLDERS.join("|")})\\}[^{}]*)*$`;
export const PLACEHOLDER_MESSAGE = `may have braces only around ${PLACEHOLDERS.map((name) => `{${name}}`).join(" or ")}`;

/** How long each kind of page text may be. */
export const PAGE_TEXT_LIMITS = {
  /** With " | " and the short name after it, a title stays near the 60 characters search results show. */
  title: 44,
  description: 160,
  /** The sharing picture fits its headline in three lines. */
  shareHeadline: 48,
  heading: 80,
  paragraph: 400,
} as const;

/** A page text with its {installDays} and {projectsCompleted} filled in from the business's fields. */
export function fillNumbers(text: string, { typicalInstallDays, projectsCompleted }: SiteContent["business"]): string {
  const values: Record<(typeof PLACEHOLDERS)[number], string> = {
    installDays: `${typicalInstallDays.min} to ${typicalInstallDays.max}`,
    projectsCompleted: String(projectsCompleted),
  };
  return text.replace(/\{(installDays|projectsCompleted)\}/g, (_, name: keyof typeof values) => values[name]);
}
