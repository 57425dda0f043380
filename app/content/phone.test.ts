import { describe, expect, it } from "vitest";
import { PHONE_PATTERN, telOf } from "./phone";

const valid = new RegExp(PHONE_PATTERN);

describe("a phone number typed once", () => {
  it.each([
    ["(662) 555-0142", "+16625550142"],
    ["662-555-0142", "+16625550142"],
    ["662.555.0142", "+16625550142"],
    ["662 555 0142", "+16625550142"],
    ["6625550142", "+16625550142"],
    ["+1 (901) 555-0187", "+19015550187"],
    ["1-901-555-0187", "+19015550187"],
  ])("%s is accepted and dials %s", (display, tel) => {
    expect(valid.test(display)).toBe(true);
    expect(telOf(display)).toBe(tel);
  });

  it.each([
    ["nine digits", "662-555-014"],
    ["eleven digits without a leading 1", "2662-555-0142"],
    ["an area code starting with 1", "(162) 555-0142"],
    ["an exchange starting with 0", "(662) 055-0142"],
    ["letters", "(662) 555-FENCE"],
    ["an extension", "(662) 555-0142 ext. 3"],
  ])("%s is refused (%s)", (_why, display) => {
    expect(valid.test(display)).toBe(false);
  });
});
