/**
 * The body of the inline starter each built page ends with: a classic script (allowed by its CSP
 * hash, the same on every page) that adds the boot module `src` once the page has loaded and its first
 * content is on screen. Code started before that delays the first paint on a slow phone (measured:
 * the first frame reached the screen only after the islands' chunks had been evaluated). Without
 * paint timing it waits for load only; never more than 3 s.
 */
export const islandsStarter = (src: string) =>
  `(function(){var started=false;function start(){if(started)return;started=true;var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.body.appendChild(s)}` +
  `var painted=new Promise(function(done){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return done();` +
  `new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}}).observe({type:"paint",buffered:true})});` +
  `addEventListener("load",function(){painted.then(function(){setTimeout(start)});setTimeout(start,3000)})})()`;
