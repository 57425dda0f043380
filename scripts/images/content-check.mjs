// Checks that every picture the content module names exists, so a typo in
// app/content/site.ts stops the build with the field and the missing file.

export class ImageReferenceError extends Error {
  name = "ImageReferenceError";
}

/** site: the content object; keys: Set of available image keys. */
export function checkContentImages(site, keys, contentFile = "app/content/site.ts") {
  const problems = [];
  site.services.forEach((service, i) => {
    service.images.forEach((entry, j) => {
      const key = `services/${entry.image}`;
      if (!keys.has(key))
        problems.push(
          `  - services.${i}.images.${j}.image ("${entry.image}"): no picture app/content/images/${key}.jpg (or .png/.webp) and no sample of that name`,
        );
    });
  });
  if (problems.length)
    throw new ImageReferenceError(`Missing pictures named in ${contentFile}:\n${problems.join("\n")}`);
}
