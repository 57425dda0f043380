import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { services } from "~/content";
import { images } from "~/generated/images";
import { ServiceSection } from "./ServiceSection";

/** The services' pictures the image step made for the content in use (too few: the checks skip). */
const pictures = Object.keys(images)
  .filter((key) => key.startsWith("services/"))
  .map((key) => ({ image: key.slice("services/".length) }));
const service = { ...services[0]!, description: "Built straight.", images: [] as { image: string }[] };

afterEach(cleanup);

/** The grid cell each picture stands in, from its row's size: one alone spans all twelve columns. */
const cells = () => screen.getAllByRole("img").map((img) => img.closest("li")!.className);

describe.skipIf(pictures.length < 5)("a service's pictures fill the rows of its section (decision 0037)", () => {
  it("one picture alone is as wide as the section, drawn at its width", () => {
    render(<ServiceSection service={{ ...service, images: pictures.slice(0, 1) }} index={0} />);
    expect(cells()).toEqual(["sm:col-span-12"]);
    expect(screen.getByRole("img").getAttribute("sizes")).toContain("1136px");
  });

  it("four pictures are two rows of two, five a row of three and one of two", () => {
    render(<ServiceSection service={{ ...service, images: pictures.slice(0, 4) }} index={0} />);
    expect(cells()).toEqual(Array(4).fill("sm:col-span-6"));
    cleanup();
    render(<ServiceSection service={{ ...service, images: pictures.slice(0, 5) }} index={0} />);
    expect(cells()).toEqual([...Array(3).fill("sm:col-span-4"), ...Array(2).fill("sm:col-span-6")]);
  });
});
