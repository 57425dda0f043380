// The app's facts the build scripts need, in one module so they load through Vite's runner once.
export { siteContent } from "../../app/content/site";
export { publicPages } from "../../app/routes-list";
export { socialImages } from "../../app/lib/social-images";
