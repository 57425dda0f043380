import { startIslands } from "~/islands/schedule";
import { observeRevealsIn } from "~/lib/reveal";

// The page is prerendered HTML, complete and working without this file. Here the fade-ins start
// watching the screen and the interactive parts (islands) come alive; the rest is never hydrated.
// The page's starter (app/islands/starter.ts) loads it on the visitor's first interaction, and
// where the desktop menus show also once the page has painted (decision 0018).
observeRevealsIn(document);
void startIslands().then(() => {
  // Tests (and CSS, if ever needed) can tell when every interactive part works.
  document.documentElement.dataset.hydrated = "true";
});
