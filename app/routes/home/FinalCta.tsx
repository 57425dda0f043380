import { Reveal } from "~/components/motion/Reveal";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { HOME_REVEAL } from "./reveal";

export default function FinalCta() {
  return (
    <Reveal {...HOME_REVEAL}>
      <ClosingCta heading="Ready for a Fence You’ll Be Proud Of?" />
    </Reveal>
  );
}
