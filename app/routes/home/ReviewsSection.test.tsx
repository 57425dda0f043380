import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pages, projects, services } from "~/content";
import { shownProjects } from "~/lib/projects";
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

  it("names the work a review is about, by its service's title", () => {
    const service = services[0]!;
    const reviews = [
      { author: "Ann B.", place: "Hernando, MS", text: "Done well.", offering: service.id, sample: false },
    ];
    render(<ReviewsSection reviews={reviews} />);
    const card = screen.getByRole("region", { name: HEADING }).querySelector("figcaption")!;
    expect(card).toHaveTextContent(`Ann B.Hernando, MS${service.title}`);
  });

  it("names the project a review is about, linking to its page, except on that page itself", () => {
    // The content in use's newest project; content without projects has none to name.
    const [project] = shownProjects(projects);
    const title = project?.title ?? "A project not on the Projects screen";
    const reviews = [{ author: "Ann B.", place: "Hernando, MS", text: "Done well.", project: title, sample: false }];
    const { unmount } = render(<ReviewsSection reviews={reviews} reviewLink="" />);
    const card = screen.getByRole("region", { name: HEADING }).querySelector("figcaption")!;
    if (project) {
      expect(card).toHaveTextContent(`Ann B.Hernando, MS${project.title}`);
      expect(screen.getByRole("link", { name: project.title })).toHaveAttribute("href", project.path);
    } else expect(card).toHaveTextContent(/^Ann B\.Hernando, MS$/);
    unmount();
    render(<ReviewsSection reviews={reviews} reviewLink="" here={project?.path ?? "/"} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("region", { name: HEADING }).querySelector("figcaption")).toHaveTextContent(
      /^Ann B\.Hernando, MS$/,
    );
  });

  it("ends with the link to all the reviews on Google while the owner has given a review link, and has none without one", () => {
    const reviews = [{ author: "Ann B.", place: "Hernando, MS", text: "Done well.", sample: false }];
    const link = "https://g.page/r/Example/review";
    const { unmount } = render(<ReviewsSection reviews={reviews} reviewLink={link} />);
    const words = pages.home.reviewsGoogleLink;
    if (words) expect(screen.getByRole("link", { name: words })).toHaveAttribute("href", link);
    else expect(screen.queryByRole("link")).toBeNull();
    unmount();
    render(<ReviewsSection reviews={reviews} reviewLink="" />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("is left out, heading and all, when there are no reviews", () => {
    const { container } = render(<ReviewsSection reviews={[]} />);
    expect(screen.queryByRole("heading", { name: HEADING })).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
