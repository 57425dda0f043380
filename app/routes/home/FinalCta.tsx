import { Reveal } from "~/components/motion/Reveal";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { pages } from "~/content";
import { HOME_REVEAL } from "./reveal";

export default function FinalCta() {
  return (
    <Reveal {...HOME_REVEAL}>
      <ClosingCta heading={pages.home.closingHeading} />
    </Reveal>
  );
}
