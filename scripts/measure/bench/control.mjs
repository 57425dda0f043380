// The benchmark's control page: a bare HTML page with none of the site in it
// (no stylesheet, font, picture or script), served by the same server and
// measured like the pages. Lighthouse simulates a slow phone by scaling the
// CPU time it observed on this machine, and part of that time (Chrome
// committing the navigation and creating the page's script context for
// DevTools) is spent on any page. The control's figures are that floor: when
// even the control misses a target, the host cannot show whether a page meets it.

export const CONTROL_PATH = "/bench-control";
export const CONTROL_FILE = `${CONTROL_PATH.slice(1)}.html`;

export const CONTROL_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Benchmark control page</title>
<meta name="description" content="A bare page measured beside the site to show what this machine adds to any page.">
</head>
<body>
<h1>Benchmark control page</h1>
<p>No stylesheet, font, picture or script: only what any page costs the browser.</p>
</body>
</html>
`;

/** True for the control page's row of the table. */
export const isControl = (page) => page === CONTROL_PATH;
