import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/content";
import { ContactDetails } from "../contact/ContactDetails";
import { FinancingBanner } from "../fences/FinancingBanner";
import { ProcessSection as ServicesProcess } from "../fences/ProcessSection";
import AboutSection from "./AboutSection";
import CommitmentSection from "./CommitmentSection";
import FeaturedProducts from "./FeaturedProducts";
import ProcessSection from "./ProcessSection";
import WhyChooseUs from "./WhyChooseUs";

/*
 * Every claim on the pages is the owner's to switch off (decision 0027): an emptied optional text,
 * an empty list or a blank warranty or financing offer leaves its element or its whole section out,
 * with no empty wrapper and no orphan heading. Each case renders a section with the content in use
 * minus that text, and puts the content back after.
 */

/** Sets fields of a content section for one test; afterEach puts them back. */
const restore: (() => void)[] = [];
function without<T extends object>(section: T, changes: Partial<T>) {
  const before = { ...section };
  Object.assign(section, changes);
  restore.push(() => Object.assign(section, before));
}
afterEach(() => {
  cleanup();
  while (restore.length) restore.pop()!();
});
const home = site.pages.home;

describe("a section whose heading is emptied is left out", () => {
  for (const [name, Section, field] of [
    ["product cards", FeaturedProducts, "productsHeading"],
    ["About", AboutSection, "aboutHeading"],
    ["Why choose us", WhyChooseUs, "whyHeading"],
    ["home steps", ProcessSection, "processHeading"],
    ["warranty", CommitmentSection, "commitmentHeading"],
  ] as const)
    it(name, () => {
      without(home, { [field]: undefined });
      const { container } = render(<Section />);
      expect(container).toBeEmptyDOMElement();
    });

  it("the Fences page's steps and video", () => {
    without(site.pages.services, { processHeading: undefined });
    const { container } = render(<ServicesProcess />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("lists of promises hold what the owner lists, and none leaves their box out", () => {
  it("Why choose us shows each reason, and with none is left out", () => {
    const two = [
      { icon: "hammer" as const, title: "Posts set deep", text: "Every post in concrete." },
      { title: "We answer", text: "Over 500 jobs." },
    ];
    without(home, { whyHeading: "Why us", reasons: two });
    render(<WhyChooseUs />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Posts set deep",
      "We answer",
    ]);
    expect(screen.getByText("Over 500 jobs.")).toBeInTheDocument();
    cleanup();
    without(home, { reasons: [] });
    expect(render(<WhyChooseUs />).container).toBeEmptyDOMElement();
  });

  it("the warranty section keeps its heading and warranty without the box of promises", () => {
    without(site.business, { warranty: "Two years on everything we build." });
    without(home, { commitmentHeading: "Our warranty", promises: [] });
    render(<CommitmentSection />);
    expect(screen.getByRole("heading", { level: 2, name: "Our warranty" })).toBeInTheDocument();
    expect(screen.getByText("Two years on everything we build.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("the contact page's next steps: none, no box and no heading", () => {
    const heading = site.pages.contact.nextStepsHeading ?? "What happens next";
    without(site.pages.contact, { nextStepsHeading: heading, nextSteps: [{ text: "We call back." }] });
    render(<ContactDetails aside={null} />);
    expect(screen.getByRole("heading", { level: 3, name: heading })).toBeInTheDocument();
    expect(screen.getByText("We call back.")).toBeInTheDocument();
    cleanup();
    without(site.pages.contact, { nextSteps: [] });
    render(<ContactDetails aside={null} />);
    expect(screen.queryByRole("heading", { level: 3, name: heading })).toBeNull();
    expect(document.querySelector("ol")).toBeNull();
  });
});

describe("a blank warranty or financing offer takes its sections and buttons with it", () => {
  it("no warranty: no warranty section", () => {
    without(site.business, { warranty: undefined });
    without(home, { commitmentHeading: "Our warranty" });
    expect(render(<CommitmentSection />).container).toBeEmptyDOMElement();
  });

  it("no financing: no banner on the Fences page, no financing box under the home page's steps", () => {
    without(site.business, { financing: undefined });
    expect(render(<FinancingBanner />).container).toBeEmptyDOMElement();
    without(home, { processHeading: "How it works" });
    render(<ProcessSection />);
    expect(screen.getByRole("heading", { level: 2, name: "How it works" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(site.process.length);
  });
});

describe("the About section's figures", () => {
  it("a figure whose label is emptied is left out, and with none the row is", () => {
    without(home, { aboutHeading: "About us", projectsFigure: "jobs done", installDaysFigure: undefined });
    render(<AboutSection />);
    const terms = screen.queryAllByRole("term").map((t) => t.textContent);
    expect(terms[0]).toBe("jobs done");
    expect(terms).not.toContain(home.installDaysFigure ?? "-");
    cleanup();
    without(home, { projectsFigure: undefined, townsServed: undefined });
    render(<AboutSection />);
    expect(screen.queryByRole("term")).toBeNull();
    expect(document.querySelector("dl")).toBeNull();
  });
});
