// The About section's figures as the owner typed them (Business and contact): the projects
// completed with a "+" only where the owner asks for one, and the installation days as one number
// when both ends are the same.
import type { SiteContent } from "./schema.ts";

type Business = SiteContent["business"];

/** "500", or "500+" where the owner ticked the "+". */
export const projectsFigure = ({ projectsCompleted, projectsCompletedPlus }: Business) =>
  `${projectsCompleted}${projectsCompletedPlus ? "+" : ""}`;

/** "1–3" days, or "3" when the shortest and the longest are the same. */
export const installDaysFigure = ({ typicalInstallDays: { min, max } }: Business) =>
  min === max ? String(min) : `${min}–${max}`;
