import { Island } from "~/islands/Island";
import { FooterAreas, FooterBottom, FooterColumns } from "./FooterContent";

/** Plain prerendered HTML; the map preview is the one island (it loads Google Maps on request). */
export function Footer() {
  return (
    <footer className="bg-charcoal text-paper">
      <div className="container-site grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1fr_1.4fr]">
        <FooterColumns />
        <section aria-labelledby="footer-areas">
          <FooterAreas />
          <Island name="MapFacade" props={{ className: "mt-5" }} />
        </section>
      </div>
      <FooterBottom />
    </footer>
  );
}
