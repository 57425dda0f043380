import { describe, expect, it } from "vitest";
import { site } from "~/content";
import { installDaysFigure, projectsFigure } from "./figures";

describe("the About section's figures, as the owner typed them", () => {
  it('shows the projects completed with a "+" only where the owner ticks it', () => {
    const business = { ...site.business, projectsCompleted: 180 };
    expect(projectsFigure({ ...business, projectsCompletedPlus: false })).toBe("180");
    expect(projectsFigure({ ...business, projectsCompletedPlus: true })).toBe("180+");
  });

  it("shows the installation days as a range, or one number when both ends are the same", () => {
    expect(installDaysFigure({ ...site.business, typicalInstallDays: { min: 1, max: 3 } })).toBe("1–3");
    expect(installDaysFigure({ ...site.business, typicalInstallDays: { min: 3, max: 3 } })).toBe("3");
  });
});
