// The one third party the site may contact, and only after the visitor asks for the map: the map
// island embeds it and the security policy (app/httpHeaders.mjs) allows it as the one
// frame. Plain JavaScript, so that the header scripts read it as the app does.
export const MAP_ORIGIN = "https://www.google.com";
