import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import ReviewsSection from "./ReviewsSection";

// The reviews the content holds in each test: any number from none up is valid content.
const content = vi.hoisted(() => ({
  reviews: [] as { author: string; place: string; text: string; sample: boolean }[],
}));
vi.mock("~/content", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/content")>();
  return {
    ...actual,
    site: {
      ...actual.site,
      get reviews() {
        return content.reviews;
      },
    },
  };
});

describe("the reviews section", () => {
  it("shows one card per review under its heading", () => {
    content.reviews = [
      { author: "Ann B.", place: "Hernando, MS", text: "A straight fence, on time.", sample: false },
      { author: "Cal D.", place: "Memphis, TN", text: "They cleaned up after themselves.", sample: false },
    ];
    render(<ReviewsSection />);
    const section = screen.getByRole("region", { name: "What Our Neighbors Say" });
    const cards = section.querySelectorAll("li");
    expect([...cards].map((card) => card.textContent)).toEqual([
      expect.stringContaining("A straight fence, on time."),
      expect.stringContaining("They cleaned up after themselves."),
    ]);
    expect(screen.queryByText(/sample reviews/)).toBeNull();
  });

  it("is left out, heading and all, when there are no reviews", () => {
    content.reviews = [];
    const { container } = render(<ReviewsSection />);
    expect(screen.queryByRole("heading", { name: "What Our Neighbors Say" })).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
