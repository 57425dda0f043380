/**
 * The media query at which the header shows the desktop menus (Tailwind's `lg`, where Header.tsx
 * shows its nav): their keyboard handling is an island, so there the page's script starts with the
 * page.
 */
export const DESKTOP_MENUS_MEDIA = "(min-width: 64rem)";

/** What counts as the visitor's first interaction: the page's script starts on the first of them. */
export const FIRST_INTERACTION = ["scroll", "wheel", "pointerdown", "keydown", "focusin"] as const;

/**
 * What the starter does with a click on a button of an island that has not hydrated yet (a tap or
 * Enter that came before its code, which the first interaction only starts fetching), so that the
 * first tap does what it says in every engine (decision 0023):
 *
 * - a button that runs a command on a dialog (`command="show-modal"` or `"close"` with `commandfor`,
 *   the phone menu's buttons): where the browser runs commands, it does so itself; elsewhere (Safari
 *   18 and earlier, Firefox ESR 140, WebKitGTK) the starter opens or closes the dialog at once;
 * - a submit button: left to the form, which the islands' scheduler holds and sends once its code
 *   has taken over (schedule.ts);
 * - any other button: the click is held in `window.islandsHeldClick` and stopped, and the scheduler
 *   clicks that button again once its island has hydrated (schedule.ts). A button of an island
 *   does nothing without its code, so holding the click loses nothing.
 *
 * Links and form fields work by themselves and are left alone. Once an island has hydrated (or
 * failed to load, `data-island-failed`), its buttons are its own.
 */
const HOLD_EARLY_CLICKS =
  `addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button"),i=b&&b.closest("[data-island]");` +
  `if(!i||i.dataset.hydrated||i.dataset.islandFailed||b.type=="submit")return;` +
  `var f=b.getAttribute("commandfor");` +
  `if(f){if(!("commandForElement" in b)){var d=document.getElementById(f),c=b.getAttribute("command");` +
  `if(c=="show-modal"&&!d.open)d.showModal();else if(c=="close")d.close()}return}` +
  `e.preventDefault();e.stopPropagation();window.islandsHeldClick=b},true);`;

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
 * Nothing else starts it: work no visitor asked for is not done at all, not moved to a timer. From
 * the start it also answers a click that comes before an island's code (HOLD_EARLY_CLICKS).
 */
export const islandsStarter = (src: string) =>
  `(function(){${HOLD_EARLY_CLICKS}var started=false,events=${JSON.stringify(FIRST_INTERACTION)};` +
  `function start(event){if(started)return;started=true;for(var i=0;i<events.length;i++)removeEventListener(events[i],start,true);` +
  `if(event&&event.target)window.islandsFirstUse=event.target;` +
  `var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.body.appendChild(s)}` +
  `for(var i=0;i<events.length;i++)addEventListener(events[i],start,{capture:true,passive:true});` +
  `if(!matchMedia(${JSON.stringify(DESKTOP_MENUS_MEDIA)}).matches)return;` +
  `var painted=new Promise(function(done){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return done();` +
  `new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}}).observe({type:"paint",buffered:true})});` +
  `addEventListener("load",function(){painted.then(function(){setTimeout(start)});setTimeout(start,3000)})})()`;
