import { Reveal } from "~/components/motion/Reveal";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { SERVICES_REVEAL } from "./reveal";

export default function FencesClosing() {
  return (
    <Reveal {...SERVICES_REVEAL}>
      <ClosingCta heading="Let's Build Your Fence" />
    </Reveal>
  );
}
