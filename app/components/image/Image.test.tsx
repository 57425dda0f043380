import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Image } from "./Image";
import type { ResponsiveImage } from "./types";

const image: ResponsiveImage = { base: "gallery-1-abc123", w: [320, 480, 800, 1200], h: 900, ph: "#6a8a4c" };

describe("Image", () => {
  it("renders a lazy, responsive picture with its intrinsic size and placeholder colour", () => {
    const { container } = render(
      <Image image={image} alt="Cedar privacy fence" sizes="(min-width: 768px) 33vw, 100vw" />,
    );
    const img = screen.getByRole("img", { name: "Cedar privacy fence" });
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "900");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).toHaveAttribute("src", "/img/gallery-1-abc123-800.webp");
    expect(img.style.aspectRatio).toBe("1200 / 900");
    expect(img.style.backgroundColor).toBe("rgb(106, 138, 76)");
    expect(img).toHaveAttribute("srcset", expect.stringContaining("/img/gallery-1-abc123-480.webp 480w"));
    expect(img).toHaveAttribute("sizes", "(min-width: 768px) 33vw, 100vw");
    // The <img> offers the WebP sizes itself: no <source> repeats them.
    expect(container.querySelector("picture > source")).toBeNull();
  });

  it("loads a priority picture eagerly with high fetch priority", () => {
    render(<Image image={image} alt="" sizes="100vw" priority />);
    const img = screen.getByRole("presentation");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("alt", "");
  });

  it("offers AVIF first when the manifest has it, WebP from the <img>", () => {
    const { container } = render(<Image image={{ ...image, avif: 1 }} alt="Gate" sizes="100vw" />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif"]);
    expect(sources[0]).toHaveAttribute("srcset", expect.stringContaining(".avif"));
    expect(screen.getByRole("img", { name: "Gate" })).toHaveAttribute("srcset", expect.stringContaining(".webp"));
  });

  it("requires alt text at type level", () => {
    // @ts-expect-error alt is required: decorative pictures pass alt="".
    const element = <Image image={image} sizes="100vw" />;
    expect(element.props).not.toHaveProperty("alt");
  });
});
