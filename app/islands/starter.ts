/**
 * The media query at which the header shows the desktop menus (Tailwind's `lg`, where Header.tsx
 * shows its nav): their keyboard handling is an island, so there the page's script starts with the
 * page.
 */
export const DESKTOP_MENUS_MEDIA = "(min-width: 64rem)";

/** What counts as the visitor's first interaction: the page's script starts on the first of them. */
export const FIRST_INTERACTION = ["scroll", "wheel", "pointerdown", "keydown", "focusin"] as const;

/**
 * The body of the inline starter each built page ends with: a classic script (allowed by its CSP
 * hash, the same on every page) that adds the boot module `src` (the fade-ins and the islands'
 * scheduler, app/entry.client.tsx) when it is needed, and never during a phone's load (decision 0018):
 *
 * - on the visitor's first interaction (FIRST_INTERACTION, anywhere on the page). Its target is left
 *   in `window.islandsFirstUse`, so an island that loads on first use and holds it starts at once;
 * - where the desktop menus show (DESKTOP_MENUS_MEDIA), also once the page has loaded and its first
 *   content is on screen (paint timing; code started before that delays the first paint on a slow
 *   machine), never later than 3 s after load.
 *
 * Nothing else starts it: work no visitor asked for is not done at all, not moved to a timer.
 */
export const islandsStarter = (src: string) =>
  `(function(){var started=false,events=${JSON.stringify(FIRST_INTERACTION)};` +
  `function start(event){if(started)return;started=true;for(var i=0;i<events.length;i++)removeEventListener(events[i],start,true);` +
  `if(event&&event.target)window.islandsFirstUse=event.target;` +
  `var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.body.appendChild(s)}` +
  `for(var i=0;i<events.length;i++)addEventListener(events[i],start,{capture:true,passive:true});` +
  `if(!matchMedia(${JSON.stringify(DESKTOP_MENUS_MEDIA)}).matches)return;` +
  `var painted=new Promise(function(done){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return done();` +
  `new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}}).observe({type:"paint",buffered:true})});` +
  `addEventListener("load",function(){painted.then(function(){setTimeout(start)});setTimeout(start,3000)})})()`;
