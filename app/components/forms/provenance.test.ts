// @vitest-environment node
import { describe, expect, it } from "vitest";
import { provenanceLine, provenanceOf, readProvenance } from "./provenance";

const at = (href: string) => {
  const url = new URL(href);
  return { pathname: url.pathname, search: url.search, host: url.host };
};

describe("where a request came from", () => {
  it("is the page's path, the referring site's host and the address's three campaign tags", () => {
    const sent = provenanceOf(
      at("https://fence.example/fences?utm_source=gbp&utm_medium=organic&utm_campaign=spring&gclid=x&name=Jane"),
      "https://www.google.com/search?q=fence",
    );
    expect(sent).toEqual({
      page: "/fences",
      referrer: "www.google.com",
      utm: "utm_source=gbp&utm_medium=organic&utm_campaign=spring",
    });
    expect(provenanceLine(sent)).toBe(
      "Sent from /fences, via www.google.com, utm_source=gbp utm_medium=organic utm_campaign=spring",
    );
  });

  it("names no referring site for a visitor who came from another page of the site, or from none", () => {
    expect(provenanceOf(at("https://fence.example/contact"), "https://fence.example/fences").referrer).toBe("");
    expect(provenanceOf(at("https://fence.example/contact"), "").referrer).toBe("");
    expect(provenanceLine(provenanceOf(at("https://fence.example/contact"), ""))).toBe("Sent from /contact");
  });

  it("is kept as posted when the forms' script wrote it, and read as the three tags", () => {
    const posted = new URLSearchParams({ page: "/fences", referrer: "www.google.com", utm: "utm_source=gbp" });
    expect(readProvenance(posted)).toEqual({
      page: "/fences",
      referrer: "www.google.com",
      utm_source: "gbp",
      utm_medium: "",
      utm_campaign: "",
    });
  });

  it("drops what the script would not have written, and never refuses for it", () => {
    const posted = new URLSearchParams({
      page: "https://elsewhere.example/x",
      referrer: "<script>",
      utm: `utm_source=${"a".repeat(101)}&utm_medium=a%0Ab`,
    });
    expect(readProvenance(posted)).toEqual({
      page: "",
      referrer: "",
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
    });
    expect(readProvenance(new URLSearchParams())).toEqual({
      page: "",
      referrer: "",
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
    });
  });
});
