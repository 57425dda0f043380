import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pages } from "~/content";
import ReviewsSection from "./ReviewsSection";

/** The section's heading, from the page texts in use. */
const HEADING = pages.home.reviewsHeading;

// Any number of reviews from none up is valid content; the section is given them as the editor's preview does.
describe("the reviews section", () => {
  it("shows one card per review under its heading", () => {
    const reviews = [
      { author: "Ann B.", place: "Hernando, MS", text: "A straight fence, on time.", sample: false },
      { author: "Cal D.", place: "Memphis, TN", text: "They cleaned up after themselves.", sample: false },
    ];
    render(<ReviewsSection reviews={reviews} />);
    const section = screen.getByRole("region", { name: HEADING });
    const cards = section.querySelectorAll("li");
    expect([...cards].map((card) => card.textContent)).toEqual([
      expect.stringContaining("A straight fence, on time."),
      expect.stringContaining("They cleaned up after themselves."),
    ]);
    expect(screen.queryByText(/sample reviews/)).toBeNull();
  });

  it("is left out, heading and all, when there are no reviews", () => {
    const { container } = render(<ReviewsSection reviews={[]} />);
    expect(screen.queryByRole("heading", { name: HEADING })).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
