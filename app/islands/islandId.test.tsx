import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IslandRoot } from "./IslandRoot";
import { useIslandId } from "./islandId";

function LabelledField() {
  const id = useIslandId("email");
  return (
    <>
      <label htmlFor={id}>Email</label>
      <input id={id} />
    </>
  );
}

describe("useIslandId", () => {
  it("inside an island is the island's prefix and the given name, in the HTML and in the browser alike", () => {
    const island = (
      <IslandRoot idPrefix="QuoteForm-">
        <LabelledField />
      </IslandRoot>
    );
    expect(renderToString(island)).toContain('id="QuoteForm-email"');
    render(island);
    expect(screen.getByLabelText("Email")).toHaveAttribute("id", "QuoteForm-email");
  });

  it("outside an island still gives each use its own id", () => {
    render(
      <>
        <LabelledField />
        <LabelledField />
      </>,
    );
    const [first, second] = screen.getAllByLabelText("Email");
    expect(first?.id).toMatch(/email$/);
    expect(second?.id).toMatch(/email$/);
    expect(first?.id).not.toBe(second?.id);
  });
});
