import { MapFacade } from "~/components/map/MapFacade";
import { staticSection } from "~/components/static/staticSection";

// Everything in the footer but the map is plain text and links: static, never hydrated (components/static).
const FooterColumns = staticSection("footer-columns", "footer", () =>
  import("./FooterContent").then((m) => ({ default: m.FooterColumns })),
);
const FooterAreas = staticSection("footer-towns", "areas served", () =>
  import("./FooterContent").then((m) => ({ default: m.FooterAreas })),
);
const FooterBottom = staticSection("footer-bottom", "footer", () =>
  import("./FooterContent").then((m) => ({ default: m.FooterBottom })),
);

export function Footer() {
  return (
    <footer className="bg-charcoal text-paper">
      <div className="container-site grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1fr_1.4fr]">
        <FooterColumns />
        <section aria-labelledby="footer-areas">
          <FooterAreas />
          <MapFacade className="mt-5" />
        </section>
      </div>
      <FooterBottom />
    </footer>
  );
}
