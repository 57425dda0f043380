import { describe, expect, it, vi } from "vitest";
import { shownServicePictures } from "./service-images";

// The image step's list: wood-2 and wood-3 are still drawn, wood-1 is the owner's photo; every
// vinyl picture is drawn.
vi.mock("~/generated/images", () => ({
  images: {},
  drawnServicePictures: ["services/wood-2", "services/wood-3", "services/vinyl-1", "services/vinyl-2"],
}));

describe("the pictures a service shows", () => {
  it("shows only the owner's photos once the service has one: no drawing beside them", () => {
    const wood = [
      { image: "wood-1", caption: "Our cedar fence" },
      { image: "wood-2", caption: "Drawn" },
      { image: "wood-3", caption: "Drawn too" },
    ];
    expect(shownServicePictures(wood).map((picture) => picture.caption)).toEqual(["Our cedar fence"]);
  });

  it("shows every drawn picture while the service has none of the owner's", () => {
    const vinyl = [{ image: "vinyl-1" }, { image: "vinyl-2" }];
    expect(shownServicePictures(vinyl)).toEqual(vinyl);
  });
});
