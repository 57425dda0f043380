import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FaqAccordion } from "./FaqAccordion";

const items = [
  { id: "a", question: "First question?", answer: "First answer.", offerings: [] },
  { id: "b", question: "Second question?", answer: "Second answer.", offerings: [] },
  { id: "c", question: "Third question?", answer: "Third answer.", offerings: [] },
];

describe("FaqAccordion", () => {
  it("starts closed with every answer in the document", () => {
    render(<FaqAccordion items={items} />);
    for (const q of items) {
      expect(screen.getByRole("button", { name: q.question })).toHaveAttribute("aria-expanded", "false");
    }
    expect(screen.getByText("Second answer.")).not.toBeVisible();
    expect(screen.getByText("Second answer.")).toBeInTheDocument();
  });

  it("keeps at most one answer open and closes the open one on a second click", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(screen.getByRole("button", { name: "First question?" }));
    expect(screen.getByRole("region", { name: "First question?" })).toHaveTextContent("First answer.");
    await user.click(screen.getByRole("button", { name: "Second question?" }));
    expect(screen.getByRole("button", { name: "First question?" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Second question?" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("region")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Second question?" }));
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("works from the keyboard: Enter and Space toggle, arrows move between questions", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    screen.getByRole("button", { name: "First question?" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "First question?" })).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Second question?" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Second question?" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "First question?" })).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Third question?" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "First question?" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("button", { name: "Third question?" })).toHaveFocus();
  });
});
