/**
 * A report's attached images as thumbnails, each opening the full image in a new tab.
 * @param props - the signed image URLs and the label numbered for each image's alt text
 * @returns the thumbnails, or nothing without images
 */
export function AttachedImages({ images, label }: { images: readonly string[]; label: string }) {
  if (images.length === 0) return null;
  return (
    <div className="tc-actions">
      {images.map((src, i) => (
        <a key={src} href={src} target="_blank" rel="noreferrer">
          <img src={src} alt={`${label} ${i + 1}`} width={96} height={96} loading="lazy" />
        </a>
      ))}
    </div>
  );
}
