// The editor page's strip (scripts/build-steps/admin/build.mjs siteStatusStrip): the live site's build time,
// written in UTC by the build, shown in the owner's own time zone and words ("Live since 3:04 PM
// today"); after a Publish Changes, reloading the page shows the new time once the host has
// deployed it. It also keeps Sveltia's interface below the strip (site-status.css).
const strip = document.querySelector(".site-status");
const built = strip?.querySelector("[data-built]");
if (built instanceof HTMLElement && built.dataset.built) {
  const when = new Date(built.dataset.built);
  const dayOf = (date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((dayOf(new Date()) - dayOf(when)) / 86_400_000);
  const time = when.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  const day =
    days === 0
      ? "today"
      : days === 1
        ? "yesterday"
        : `on ${when.toLocaleDateString(undefined, { weekday: "long", day: "numeric", month: "long", year: "numeric" })}`;
  built.textContent = `Live since ${time} ${day}.`;
}
if (strip instanceof HTMLElement) {
  const follow = () =>
    document.documentElement.style.setProperty("--site-status-height", `${strip.getBoundingClientRect().height}px`);
  new ResizeObserver(follow).observe(strip);
  follow();
}
