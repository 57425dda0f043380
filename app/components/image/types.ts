/**
 * One picture in the generated manifest (app/generated/images.ts), kept
 * compact because the gallery ships 200 of them: file names are derived.
 */
export interface ResponsiveImage {
  /** File name stem with content hash, e.g. "gallery-12-3fa9c2b1d0"; files are /img/<base>-<width>.webp. */
  readonly base: string;
  /** Widths available, ascending; the last one is the intrinsic width. */
  readonly w: readonly number[];
  /** Height at the largest width. */
  readonly h: number;
  /** Placeholder colour shown while the picture loads. */
  readonly ph: string;
  /** 1 when AVIF variants exist alongside the WebP ones. */
  readonly avif?: 1;
}

export interface GalleryImage {
  /** "img1", "img2", ... in gallery order. */
  readonly id: string;
  /** Source key, e.g. "gallery/12". */
  readonly key: string;
  /** Alt text: the owner's from content/gallery.yml, else "Completed fence project N". */
  readonly alt: string;
  /** The kind of work it shows (a service's id, its filter): a sample's drawing, the owner's entry or sub-folder; none if unknown. */
  readonly type?: string;
  readonly image: ResponsiveImage;
}
