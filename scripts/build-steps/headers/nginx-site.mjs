// deploy/nginx.conf: the committed nginx site, generated from the header definition.
// It does not change from build to build; the page rules, whose script hashes do, are
// written by every build to build/nginx-pages.conf and included from here.
// Regenerate after changing the definition: node scripts/build-steps/headers/nginx-site.mjs --write
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { commonHeaders, IMMUTABLE_DIRS, immutableHeaders } from "../../../app/httpHeaders.mjs";
import { nginxHeaderLines } from "./targets.mjs";

export const NGINX_SITE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../deploy/nginx.conf");
/** Where the build/ folder is copied on the server (its client/ folder is the web root). */
export const NGINX_SITE_DIR = "/var/www/fence-site";
export const NGINX_CERT_DIR = "/etc/ssl/fence-site";
export const NGINX_PAGES_FILE = "nginx-pages.conf";

const GZIP_TYPES = [
  "text/plain",
  "text/css",
  "text/xml",
  "application/javascript",
  "application/json",
  "application/manifest+json",
  "application/xml",
  "image/svg+xml",
];

export function nginxSiteConfig() {
  const https = true;
  const assetHeaders = nginxHeaderLines({ ...commonHeaders({ https }), ...immutableHeaders() }, "        ");
  const assetLocations = IMMUTABLE_DIRS.flatMap((dir) => [
    `    location /${dir}/ {`,
    "        try_files $uri =404;",
    ...assetHeaders,
    "    }",
    "",
  ]);
  return `# nginx site for the fence company website. Generated from app/httpHeaders.mjs by
# \`node scripts/build-steps/headers/nginx-site.mjs --write\`: do not edit by hand (a unit test compares).
#
# Install (Debian/Ubuntu):
#   1. npm run build, then copy the whole build/ folder to ${NGINX_SITE_DIR}/ on the server, so the
#      pages are in ${NGINX_SITE_DIR}/client/ and this build's page rules (each page's
#      Content-Security-Policy, with the hashes of its inline scripts) in ${NGINX_SITE_DIR}/${NGINX_PAGES_FILE}.
#      Copy both on every deploy: the hashes change when the pages do.
#   2. Put the certificate in ${NGINX_CERT_DIR}/ (or change the two ssl_certificate lines),
#      copy this file to /etc/nginx/conf.d/fence-site.conf, then: nginx -t && systemctl reload nginx
# To serve from another folder, replace ${NGINX_SITE_DIR} in the root and include lines below.

# Plain HTTP only sends visitors to HTTPS.
server {
    listen 80 default_server;
    listen [::]:80 default_server;
    server_name _;
    server_tokens off;
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl http2 default_server;
    listen [::]:443 ssl http2 default_server;
    server_name _;
    server_tokens off;

    ssl_certificate ${NGINX_CERT_DIR}/fullchain.pem;
    ssl_certificate_key ${NGINX_CERT_DIR}/privkey.pem;
    ssl_protocols TLSv1.2 TLSv1.3;

    root ${NGINX_SITE_DIR}/client;
    charset utf-8;

    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length 256;
    gzip_types ${GZIP_TYPES.join(" ")};

    error_page 404 /404.html;
    # nginx answers a path that climbs above the root (/..%2f) with 400 before looking for a file.
    error_page 400 =404 /404.html;

    # Content-hashed files: cached for a year, never revalidated.
${assetLocations.join("\n")}
    # The Netlify / Cloudflare Pages settings file that sits in the web root; not a page.
    location = /_headers {
        return 404;
    }

    # Every page, the 404 page and all other paths, with their headers (written by npm run build).
    include ${NGINX_SITE_DIR}/${NGINX_PAGES_FILE};
}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--write")) {
  writeFileSync(NGINX_SITE_FILE, nginxSiteConfig());
  console.log(`wrote ${NGINX_SITE_FILE}`);
}
